import { useEffect } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import type { FeatureError, PluginApis } from '../../kit/index.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

type OnrampController = PluginApis['onramp']
type OnrampState = OnrampController['state']

/** What `useOnramp` gives: the currencies, the quotes, the order under way, and the steps. */
export type UseOnrampReturn = Omit<Snapshot<OnrampState>, 'error' | 'limitError'> & {
  /** A quote's or the checkout's failure, else the amount's limit (`field: 'amount'`), with the Buy view's text. */
  error: FeatureError | undefined
  /** The form can go to checkout (a provider's quote for an amount within the limits). */
  ready: boolean
  /** Asks each provider on the chosen network for a quote for the amount typed. */
  quote(): Promise<void>
  /** Opens the chosen provider's checkout (call it in the click handler, so the browser lets its window open) and follows the order (`order`) until delivered. */
  checkout(): Promise<void>
} & Pick<
    OnrampController,
    'loadOptions' | 'selectPurchaseCurrency' | 'selectNetwork' | 'selectPaymentCurrency' | 'selectPaymentMethod' | 'setAmount' | 'selectProvider' | 'reset'
  >

/**
 * Buying crypto with a card or bank transfer (onramp) for a host's own form: what can be
 * bought on which network, the payment currency and method with their limits, each
 * provider's quote, then the provider's checkout, followed until the order is delivered. The
 * same flow and errors as Airlock's Buy view. Suspends while the feature's code loads.
 *
 * @example
 * const buy = useOnramp()
 * <input onChange={(e) => buy.setAmount(e.target.value)} onBlur={() => buy.quote()} />
 * <button disabled={!buy.ready} onClick={() => buy.checkout()}>Buy</button>
 */
export function useOnramp(): UseOnrampReturn {
  const onramp = useFeatureApi('onramp')
  const state = useProxyState(onramp.state)
  useEffect(() => {
    if (!onramp.state.purchaseCurrencies.length) void onramp.loadOptions()
  }, [onramp])
  return {
    ...state,
    error: onramp.errorOf(state),
    ready: onramp.ready(),
    quote: onramp.loadQuotes,
    checkout: () => onramp.buy(onramp.openCheckout()),
    ...pickSteps(onramp, ['loadOptions', 'selectPurchaseCurrency', 'selectNetwork', 'selectPaymentCurrency', 'selectPaymentMethod', 'setAmount', 'selectProvider', 'reset']),
  }
}
