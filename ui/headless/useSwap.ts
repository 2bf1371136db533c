import { useEffect } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useAccount } from '../hooks/useAccount.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

type SwapController = PluginApis['swaps']
type SwapState = SwapController['state']

/** What `useSwap` gives: the form, its quote and problems, the last swap made, and the steps. */
export type UseSwapReturn = Omit<Snapshot<SwapState>, 'error'> & {
  /** The form's problem, or the quote's or a step's failure: its code (`swap.error.liquidity`, `USER_REJECTED` …), the swap view's text and the field it concerns. */
  error: FeatureError | undefined
  /** The form may go on to the preview (a quote, no problem, a high price impact accepted). */
  ready: boolean
  /** The sold token's allowance is short: `approve` first, or `approveAndSwap` when the wallet batches (`batch`). */
  needsApproval: boolean
} & Pick<SwapController, 'loadTokens' | 'selectToken' | 'flip' | 'setAmount' | 'setSlippage' | 'acceptImpact' | 'approve' | 'swap' | 'approveAndSwap' | 'reset'> & {
    /** Checks the quote and reads the allowance (and whether the wallet batches): true when the swap may go on, else `error` says why. */
    preview(): boolean
  }

/**
 * Swapping tokens on the connected account's network, for a host's own form: tokens with
 * balances, the amount on either side, the quote once typing pauses (rate, price impact,
 * minimum received, route, fee), the preview (the approval it needs), then approve and swap
 * through whichever wallet is connected, as one batch where the wallet batches atomically.
 * The same flow and errors as Airlock's swap views. Suspends while the feature's code loads.
 *
 * @example
 * const swap = useSwap()
 * <input onChange={(e) => swap.setAmount(e.target.value, 'from')} />
 * {swap.quote && <button onClick={() => swap.preview() && swap.swap()}>Swap</button>}
 */
export function useSwap(): UseSwapReturn {
  const swaps = useFeatureApi('swaps')
  const state = useProxyState(swaps.state)
  const { caipAddress } = useAccount()
  // The network's tokens and the account's balances: read for the connected account, again when it changes.
  useEffect(() => void swaps.loadTokens(), [swaps, caipAddress])
  return {
    ...state,
    error: swaps.errorOf(state),
    ready: swaps.ready(),
    needsApproval: swaps.needsApproval(),
    ...pickSteps(swaps, ['loadTokens', 'selectToken', 'flip', 'setAmount', 'setSlippage', 'acceptImpact', 'approve', 'swap', 'approveAndSwap', 'reset']),
    preview() {
      swaps.preview()
      return swaps.ready()
    },
  }
}
