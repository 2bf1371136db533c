import type { PaymentCurrency, PurchaseCurrency } from './OnrampState.js'

const limits: PaymentCurrency['payment_method_limits'] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', caip_network_id: 'eip155:1' }
const polygon = { name: 'polygon', display_name: 'Polygon', chain_id: '137', caip_network_id: 'eip155:137' }

/**
 * SPEC §9's default onramp options, which SPEC §8 falls back to when the options cannot be
 * read: USD and EUR with SPEC §5's limits; USDC and ETH on Ethereum and Polygon.
 */
export function defaultOnrampOptions(): { paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[] } {
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: limits.map((l) => ({ ...l })) })),
    purchaseCurrencies: [
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [
        { ...ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { ...polygon, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      ] },
      { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: [
        { ...ethereum, contract_address: '' },
        { ...polygon, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
      ] },
    ],
  }
}
