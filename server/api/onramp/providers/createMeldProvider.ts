import { randomUUID } from 'node:crypto'
import type { OnrampQuote } from '../quoteOnramp.js'
import { callProvider, fiatText, providerUnavailable } from './callProvider.js'
import { normalizeMoney } from './normalizeMoney.js'
import type { OnrampProvider } from './OnrampProvider.js'

/** Meld, an onramp aggregator: its API key, its public widget key, and where buyers live. */
export interface MeldProviderOptions {
  name: 'meld'
  /** The secret API key (`AIRLOCK_MELD_API_KEY`), sent as `Authorization: BASIC <key>`. */
  apiKey: string
  /** The public key the widget URL carries (`AIRLOCK_MELD_PUBLIC_KEY`). */
  publicKey: string
  /** ISO 3166-1 country of the buyers quotes are for; default `US`. */
  country?: string
  /** Default `https://api.meld.io` (`https://api-sb.meld.io` is Meld's sandbox). */
  apiUrl?: string
  /** Default `https://meldcrypto.com` (`https://sb.meldcrypto.com`: the sandbox). */
  widgetUrl?: string
}

/** Meld's currency code of a currency on an onramp network: `ETH`, `USDC`, `USDC_POLYGON`, `SOL`. */
export const meldCurrencyCodes: Record<string, Record<string, string>> = {
  ethereum: { ETH: 'ETH', USDC: 'USDC' },
  polygon: { USDC: 'USDC_POLYGON' },
  solana: { SOL: 'SOL' },
}
const paymentMethods = { card: 'CREDIT_DEBIT_CARD', ach_bank_account: 'ACH' } as const

interface MeldQuote {
  sourceAmount?: number
  sourceAmountWithoutFees?: number
  sourceCurrencyCode?: string
  destinationAmount?: number
  destinationCurrencyCode?: string
  totalFee?: number
  networkFee?: number
  transactionFee?: number
  serviceProvider?: string
}

/**
 * Meld through its Crypto Quote API (`POST /payments/crypto/quote`, `Meld-Version:
 * 2023-12-19`): of the service providers' quotes, the one delivering most. Its checkout is
 * Meld's widget with the public key and amount; the modal adds the wallet, the currency and
 * the customer id (SPEC §4: selecting the provider named meld appends its URL parameters).
 */
export function createMeldProvider(options: MeldProviderOptions, report?: (error: unknown) => void): OnrampProvider {
  const endpoint = new URL('/payments/crypto/quote', options.apiUrl ?? 'https://api.meld.io')
  return {
    name: 'meld',
    label: 'Meld',
    serves: (currency, network) => Boolean(meldCurrencyCodes[network.name]?.[currency.toUpperCase()]),
    async quote(request): Promise<OnrampQuote> {
      const fiat = request.paymentCurrency.toUpperCase()
      const answer = await callProvider<{ quotes?: MeldQuote[] }>('meld', endpoint.toString(), {
        method: 'POST',
        headers: { authorization: `BASIC ${options.apiKey}`, 'meld-version': '2023-12-19', 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          countryCode: options.country ?? 'US',
          sourceCurrencyCode: fiat,
          sourceAmount: fiatText(request.amount),
          destinationCurrencyCode: meldCurrencyCodes[request.network.name]![request.purchaseCurrency.toUpperCase()],
          paymentMethodType: paymentMethods[request.paymentMethod],
          ...(request.destination && { walletAddress: request.destination }),
        }),
      }, report)
      const best = [...(answer.quotes ?? [])].sort((a, b) => (b.destinationAmount ?? 0) - (a.destinationAmount ?? 0))[0]
      if (!best) {
        report?.(new Error('meld answered no quotes'))
        throw providerUnavailable('meld')
      }
      // Meld answers numbers; without its total, the amount asked.
      const total = best.sourceAmount ?? Number(request.amount)
      return {
        coinbaseFee: normalizeMoney(fiatText(best.transactionFee ?? (best.totalFee ?? 0) - (best.networkFee ?? 0)), fiat),
        networkFee: normalizeMoney(fiatText(best.networkFee ?? 0), fiat),
        paymentSubtotal: normalizeMoney(fiatText(best.sourceAmountWithoutFees ?? total - (best.totalFee ?? 0)), fiat),
        paymentTotal: normalizeMoney(fiatText(total), fiat),
        purchaseAmount: normalizeMoney(String(best.destinationAmount ?? 0), request.purchaseCurrency.toUpperCase()),
        quoteId: `meld-${best.serviceProvider ?? 'quote'}-${randomUUID()}`,
      }
    },
    async checkoutUrl(request) {
      const url = new URL(options.widgetUrl ?? 'https://meldcrypto.com')
      url.searchParams.set('publicKey', options.publicKey)
      url.searchParams.set('sourceAmount', fiatText(request.amount))
      url.searchParams.set('sourceCurrencyCode', request.paymentCurrency.toUpperCase())
      url.searchParams.set('paymentMethodType', paymentMethods[request.paymentMethod])
      return url.toString()
    },
  }
}
