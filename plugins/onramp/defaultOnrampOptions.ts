import { defaultPurchaseCurrencies } from './defaultPurchaseCurrencies.js'
import type { PaymentCurrency, PurchaseCurrency } from './OnrampState.js'

const limits: PaymentCurrency['payment_method_limits'] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
/**
 * SPEC §9's default onramp options, which SPEC §8 falls back to when the options cannot be
 * read: USD and EUR with SPEC §5's limits; USDC and ETH on Ethereum and Polygon.
 */
export function defaultOnrampOptions(): { paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[] } {
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: limits.map((l) => ({ ...l })) })),
    purchaseCurrencies: defaultPurchaseCurrencies.map((currency) => ({ ...currency, networks: currency.networks.map((network) => ({ ...network })) })),
  }
}
