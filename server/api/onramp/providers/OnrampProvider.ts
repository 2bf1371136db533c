import type { PaymentMethod } from '../paymentMethodLimits.js'
import type { OnrampQuote } from '../quoteOnramp.js'
import type { OnrampNetwork } from '../OnrampNetwork.js'

/** The provider names this API knows (SPEC §4: any other name is dropped). */
export const onrampProviderNames = ['sandbox', 'coinbase', 'meld'] as const

/** A provider this API knows by name. */
export type OnrampProviderName = (typeof onrampProviderNames)[number]

/** Whether `name` is a provider this API knows. */
export function isOnrampProviderName(name: unknown): name is OnrampProviderName {
  return typeof name === 'string' && (onrampProviderNames as readonly string[]).includes(name)
}

/** What a quote asks a provider for: `amount` of `paymentCurrency`, fees included, spent on `purchaseCurrency`. */
export interface OnrampQuoteRequest {
  /** The purchase currency's symbol (ETH, USDC, DUSD, SOL). */
  purchaseCurrency: string
  /** A fiat currency (USD, EUR). */
  paymentCurrency: string
  /** A decimal string. */
  amount: string
  network: OnrampNetwork
  paymentMethod: PaymentMethod
  /** The wallet the purchase goes to, when known (some providers price by it). */
  destination?: string
}

/** What a checkout is made for: a quote request, the wallet, and the order it is recorded as. */
export interface OnrampCheckoutRequest extends OnrampQuoteRequest {
  orderId: string
  destination: string
  projectId: string
  partnerUserId?: string
  /** An amount of the purchase currency the person asked for, instead of `amount` of fiat. */
  presetCryptoAmount?: string
}

/**
 * One onramp provider: it quotes purchases and makes the URL of its checkout. The sandbox
 * is one; real providers are configured with their keys and reached over HTTPS (their base
 * URLs are options, so tests point them at a local server).
 */
export interface OnrampProvider {
  readonly name: OnrampProviderName
  /** The name people see. */
  readonly label: string
  /** Whether the provider delivers `currency` (ETH, USDC …) on `network`. */
  serves(currency: string, network: OnrampNetwork): boolean
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The checkout's URL; a person completes the purchase there. */
  checkoutUrl(request: OnrampCheckoutRequest): Promise<string>
}
