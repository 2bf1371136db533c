import type { OnrampMessage } from './OnrampMessage.js'

/** An amount with its currency, as every quote field is (SPEC §3). */
export interface Money {
  value: string
  currency: string
}

/** SPEC §3 onramp quote, with the provider that made it. */
export interface OnrampQuote {
  coinbaseFee: Money
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  purchaseAmount: Money
  quoteId: string
  provider?: string
}

/** A network a purchase currency is delivered on (SPEC §3), with the providers that deliver there. */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
  caip_network_id?: string
  providers?: string[]
}

/** A currency people can buy. */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/** A payment method's limits, as decimal strings in the payment currency (SPEC §5). */
export interface PaymentMethodLimit {
  id: 'card' | 'ach_bank_account'
  min: string
  max: string
}

/** A fiat currency purchases are paid in, with its payment methods' limits. */
export interface PaymentCurrency {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/** Where an order stands, as the provider reports it. */
export interface OnrampOrder {
  provider: string
  /** The sandbox's order id; real providers' checkouts are followed by the balance instead. */
  id?: string
  status: 'opening' | 'pending' | 'processing' | 'completed' | 'failed' | 'closed'
  txHash?: string
  cryptoAmount?: string
}

/** SPEC §3 onramp state: the choices, the quotes of each provider and the order under way. */
export interface OnrampState {
  providers: string[]
  selectedProvider: string | undefined
  /** The last quote or order error, kept until the next attempt (SPEC §8). */
  error: OnrampMessage | undefined
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrency: PurchaseCurrency | undefined
  /** The name of the network the purchase is delivered on. */
  network: string | undefined
  paymentCurrency: PaymentCurrency | undefined
  paymentMethod: PaymentMethodLimit['id']
  /** The amount of the purchase currency the chosen quote buys. */
  purchaseAmount: string | undefined
  /** The amount to pay, as typed. */
  paymentAmount: string
  /** The amount's problem against the payment method's limits, naming the limit. */
  limitError: OnrampMessage | undefined
  quotes: Record<string, OnrampQuote>
  quotesLoading: boolean
  optionsLoading: boolean
  order: OnrampOrder | undefined
}

/** SPEC §4 reset: the defaults every Buy view starts from (USD, card, nothing chosen). */
export function initialOnrampState(): OnrampState {
  return {
    providers: [],
    selectedProvider: undefined,
    error: undefined,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    network: undefined,
    paymentCurrency: undefined,
    paymentMethod: 'card',
    purchaseAmount: undefined,
    paymentAmount: '',
    limitError: undefined,
    quotes: {},
    quotesLoading: false,
    optionsLoading: false,
    order: undefined,
  }
}
