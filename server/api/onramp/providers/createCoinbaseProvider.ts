import { randomUUID } from 'node:crypto'
import type { OnrampQuote } from '../quoteOnramp.js'
import { callProvider, fiatText, providerUnavailable } from './callProvider.js'
import { coinbaseJwt } from './coinbaseJwt.js'
import { normalizeMoney } from './normalizeMoney.js'
import type { OnrampProvider, OnrampQuoteRequest } from './OnrampProvider.js'

/** Coinbase Onramp: a CDP secret API key, and where its buyers live. */
export interface CoinbaseProviderOptions {
  name: 'coinbase'
  /** The CDP secret API key's id (`AIRLOCK_COINBASE_API_KEY_ID`). */
  apiKeyId: string
  /** Its secret: Ed25519 in base64, or an EC key in PEM (`AIRLOCK_COINBASE_API_KEY_SECRET`). */
  apiKeySecret: string
  /** ISO 3166-1 country of the buyers quotes are for; default `US`. */
  country?: string
  /** ISO 3166-2 subdivision, which Coinbase needs for the US; default `CA`. */
  subdivision?: string
  /** Default `https://api.developer.coinbase.com`. */
  apiUrl?: string
}

// What Coinbase delivers, by onramp network name (Coinbase's own network names).
const served: Record<string, readonly string[]> = { ethereum: ['ETH', 'USDC'], polygon: ['USDC'], solana: ['SOL', 'USDC'] }
const paymentMethods = { card: 'CARD', ach_bank_account: 'ACH_BANK_ACCOUNT' } as const

interface BuyQuoteAnswer {
  coinbase_fee?: unknown; coinbaseFee?: unknown
  network_fee?: unknown; networkFee?: unknown
  payment_subtotal?: unknown; paymentSubtotal?: unknown
  payment_total?: unknown; paymentTotal?: unknown
  purchase_amount?: unknown; purchaseAmount?: unknown
  quote_id?: string; quoteId?: string
  onramp_url?: string; onrampUrl?: string
}

/**
 * Coinbase Onramp through its Buy Quote API (`POST /onramp/v1/buy/quote`, a JWT made with the
 * CDP key): the quote's fields are SPEC §3's own, and a quote made with a destination
 * address carries the one-click-buy URL the checkout opens.
 */
export function createCoinbaseProvider(options: CoinbaseProviderOptions, report?: (error: unknown) => void): OnrampProvider {
  const endpoint = new URL('/onramp/v1/buy/quote', options.apiUrl ?? 'https://api.developer.coinbase.com')
  async function buyQuote(request: OnrampQuoteRequest, destination?: string): Promise<BuyQuoteAnswer> {
    const body = {
      purchaseCurrency: request.purchaseCurrency.toUpperCase(),
      purchaseNetwork: request.network.name,
      paymentAmount: fiatText(request.amount),
      paymentCurrency: request.paymentCurrency.toUpperCase(),
      paymentMethod: paymentMethods[request.paymentMethod],
      country: options.country ?? 'US',
      ...((options.country ?? 'US') === 'US' && { subdivision: options.subdivision ?? 'CA' }),
      ...(destination && { destinationAddress: destination }),
    }
    const token = await coinbaseJwt({ id: options.apiKeyId, secret: options.apiKeySecret }, 'POST', endpoint)
    return callProvider('coinbase', endpoint.toString(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }, report)
  }
  return {
    name: 'coinbase',
    label: 'Coinbase',
    serves: (currency, network) => served[network.name]?.includes(currency.toUpperCase()) ?? false,
    async quote(request): Promise<OnrampQuote> {
      const q = await buyQuote(request, request.destination)
      return {
        coinbaseFee: normalizeMoney(q.coinbase_fee ?? q.coinbaseFee),
        networkFee: normalizeMoney(q.network_fee ?? q.networkFee),
        paymentSubtotal: normalizeMoney(q.payment_subtotal ?? q.paymentSubtotal),
        paymentTotal: normalizeMoney(q.payment_total ?? q.paymentTotal),
        purchaseAmount: normalizeMoney(q.purchase_amount ?? q.purchaseAmount),
        quoteId: q.quote_id ?? q.quoteId ?? randomUUID(),
      }
    },
    async checkoutUrl(request) {
      const q = await buyQuote(request, request.destination)
      const url = q.onramp_url ?? q.onrampUrl
      if (!url?.startsWith('https://')) {
        report?.(new Error('coinbase answered no onramp_url'))
        throw providerUnavailable('coinbase')
      }
      return url
    },
  }
}
