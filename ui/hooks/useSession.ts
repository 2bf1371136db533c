import { useReducer } from 'react'
import { proxy } from 'valtio/vanilla'
import type { PluginApis } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useBusEvent } from '../kit/useBusEvent.js'
import { useProxyState } from '../kit/useProxyState.js'

type SiwxState = PluginApis['siwx']['state']

/** The sign-in session of the connected account, as `useSession` gives it. */
export interface UseSessionReturn {
  /** The live session, once signed in: its message fields (`data`), message, signature and token. */
  session: SiwxState['session']
  isSignedIn: boolean
  /** Waiting for the wallet's signature. */
  isSigning: boolean
}

// What the hook reads before sign-in's code has loaded (or with sign-in off).
const signedOut = /* @__PURE__ */ proxy<SiwxState>({ session: undefined, needed: false, signing: false, error: undefined, errorCode: undefined })

/** The sign-in (SIWX) session of the connected account and network; re-renders on change. */
export function useSession(): UseSessionReturn {
  const airlock = useAirlockInstance()
  const [, loaded] = useReducer((count: number) => count + 1, 0)
  useBusEvent('plugin:loaded', loaded)
  const state = useProxyState(airlock.plugins.apiOf('siwx')?.state ?? signedOut)
  return { session: state.session as SiwxState['session'], isSignedIn: Boolean(state.session), isSigning: state.signing }
}
