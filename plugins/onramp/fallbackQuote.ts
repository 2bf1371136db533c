import type { OnrampQuote } from './OnrampState.js'

/** The id a fallback quote carries, so a view can tell it from a provider's. */
export const FALLBACK_QUOTE_ID = 'fallback'

/**
 * SPEC §8: the quote given when a provider's quote fails: the amount as typed, no fees
 * known and no purchase amount; the provider's checkout shows the final price.
 */
export function fallbackQuote(amount: number, paymentCurrency: string, purchaseCurrency: string, provider?: string): OnrampQuote {
  const paid = { value: amount.toFixed(2), currency: paymentCurrency }
  const none = { value: '0.00', currency: paymentCurrency }
  return {
    coinbaseFee: none,
    networkFee: none,
    paymentSubtotal: paid,
    paymentTotal: paid,
    purchaseAmount: { value: '', currency: purchaseCurrency },
    quoteId: FALLBACK_QUOTE_ID,
    ...(provider && { provider }),
  }
}
