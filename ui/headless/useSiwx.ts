import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

type SiwxState = PluginApis['siwx']['state']

/** What `useSiwx` gives: the session, whether one is asked for, what went wrong, and the steps. */
export interface UseSiwxReturn {
  /** The live session of the connected account and network: its message fields (`data`), message, signature and token. */
  session: SiwxState['session']
  isSignedIn: boolean
  /** The connected account has no session: show the host's own "Sign in" (Airlock's modal would show its sign-message view). */
  needed: boolean
  /** Waiting for the wallet's signature. */
  signing: boolean
  /** With `required`, declining disconnects the wallet. */
  required: boolean
  /** The last attempt's failure: `USER_REJECTED` (declined) or `SIWX_FAILED`, with the sign-in view's text. */
  error: FeatureError | undefined
  /** Asks the wallet to sign the message the handler writes (EIP-4361, Sign In With Solana), then keeps the session. */
  signIn(): Promise<void>
  /** The person declined to sign in (with `required`, the wallet disconnects). */
  cancel(): Promise<void>
  /** Ends the session; `needed` again. */
  signOut(): Promise<void>
}

/**
 * Sign-in with a signed message (SIWX) for a host's own prompt: message → signature →
 * session, the same flow as Airlock's sign-message view. The feature must be on
 * (`features.siwx`); suspends while its code loads.
 *
 * @example
 * const siwx = useSiwx()
 * if (siwx.needed) return <button onClick={() => siwx.signIn()}>Sign in</button>
 */
export function useSiwx(): UseSiwxReturn {
  const siwx = useFeatureApi('siwx')
  const state = useProxyState(siwx.state)
  return {
    session: state.session as SiwxState['session'],
    isSignedIn: Boolean(state.session),
    needed: state.needed,
    signing: state.signing,
    required: siwx.required,
    error: siwx.errorOf(state),
    ...pickSteps(siwx, ['signIn', 'cancel', 'signOut']),
  }
}
