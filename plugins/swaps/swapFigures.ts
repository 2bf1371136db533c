import { formatAmount } from 'airlock'
import type { SwapQuote } from './swapSchemas.js'
import { unitsToDecimal } from './unitsToDecimal.js'

/** Smallest units as a short exact decimal: at most `places` decimals, floored, no trailing zeros (`2970.1234`). */
export function shortDecimal(value: bigint, decimals: number, places = 6): string {
  const [whole, fraction = ''] = unitsToDecimal(value, decimals).split('.')
  const kept = fraction.slice(0, places).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole!
}

/** Smallest units as shown in a summary: grouped, floored to `places` decimals (`2,970.1234`). */
export function amountText(value: bigint, decimals: number, places = 4): string {
  return formatAmount(unitsToDecimal(value, decimals), places)
}

const RATE_DECIMALS = 12

/** How many `to` one `from` buys at the quote (`1 ETH = 2,960.5 DUSD`), from its exact amounts. */
export function rateText(quote: Pick<SwapQuote, 'fromAmount' | 'toAmount'>, from: { symbol: string; decimals: number }, to: { symbol: string; decimals: number }): string {
  const sold = BigInt(quote.fromAmount)
  if (sold === 0n) return ''
  const rate = (BigInt(quote.toAmount) * 10n ** BigInt(from.decimals + RATE_DECIMALS)) / (sold * 10n ** BigInt(to.decimals))
  // Below one, more decimals: 1 DUSD = 0.000331 ETH.
  const places = rate < 10n ** BigInt(RATE_DECIMALS) ? 6 : 2
  return `1 ${from.symbol} = ${formatAmount(unitsToDecimal(rate, RATE_DECIMALS), places).replace(/\.?0+$/, '')} ${to.symbol}`
}

/** A price impact in percent, as shown (`0.99 %`; `< 0.01 %` for less). */
export function impactText(percent: number): string {
  return percent > 0 && percent < 0.01 ? '< 0.01 %' : `${percent.toFixed(2)} %`
}
