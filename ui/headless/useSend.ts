import { useEffect } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useAccount } from '../hooks/useAccount.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

type SendController = PluginApis['send']
type SendState = SendController['state']

/** What `useSend` gives: the form as typed, its fee and problems, the sends made, and the steps. */
export type UseSendReturn = Omit<Snapshot<SendState>, 'error'> & {
  /** The form's first problem, or the wallet's failure: its code (`send.error.balance`, `USER_REJECTED` …), the send view's text and the field it concerns. */
  error: FeatureError | undefined
  /** The form passes every rule: `preview` will go on. */
  ready: boolean
  /** The newest send of this page (or a pending one of an earlier page): pending, then confirmed or failed. */
  lastSent: Snapshot<SendState>['sent'][number] | undefined
} & Pick<SendController, 'loadBalances' | 'selectToken' | 'setAmount' | 'setMax' | 'setReceiver' | 'checkAmount' | 'refreshFee' | 'send' | 'follow' | 'reset'> & {
    /** Checks the form and estimates the network fee (`networkFee`): true when it may be sent, else `error` says why. */
    preview(): boolean
  }

/**
 * Sending tokens from the connected account, for a host's own form: token and balances,
 * amount (with the most it can send), receiver (an address or a registered or ENS name),
 * the preview with the network fee, then the send through whichever wallet is connected,
 * followed until mined (`sent`, kept across reloads while pending). The same flow and errors
 * as Airlock's send views; a send with a hash is never sent again. Suspends while the
 * feature's code loads.
 *
 * @example
 * const send = useSend()
 * <input value={send.sendTokenAmount} onChange={(e) => send.setAmount(e.target.value)} />
 * <button onClick={() => send.preview() && send.send()}>Send</button>
 */
export function useSend(): UseSendReturn {
  const send = useFeatureApi('send')
  const state = useProxyState(send.state)
  const { caipAddress } = useAccount()
  // The balances to send from: read for the connected account, again when it changes.
  useEffect(() => void send.loadBalances(), [send, caipAddress])
  return {
    ...state,
    error: send.errorOf(state),
    ready: send.ready(),
    lastSent: state.sent.at(-1),
    ...pickSteps(send, ['loadBalances', 'selectToken', 'setAmount', 'setMax', 'setReceiver', 'checkAmount', 'refreshFee', 'send', 'follow', 'reset']),
    preview() {
      send.preview()
      return !send.state.error
    },
  }
}
