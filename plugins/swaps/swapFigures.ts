import { formatAmount, formatTokenAmount } from 'airlock/kit'
import type { SwapQuote } from './swapSchemas.js'
import { unitsToDecimal } from './unitsToDecimal.js'

/** Smallest units as a short exact decimal: at most `places` decimals, floored, no trailing zeros (`2970.1234`). */
export function shortDecimal(value: bigint, decimals: number, places = 6): string {
  const [whole, fraction = ''] = unitsToDecimal(value, decimals).split('.')
  const kept = fraction.slice(0, places).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole!
}

const RATE_DECIMALS = 12

/** How many `to` one `from` buys at the quote (`1 ETH = 2,960.500 DUSD`, `1 DUSD = 0.000331 ETH`), from its exact amounts, as every amount reads. */
export function rateText(
  quote: Pick<SwapQuote, 'fromAmount' | 'toAmount'>,
  from: { symbol: string; decimals: number },
  to: { symbol: string; decimals: number },
  locale?: string,
): string {
  const sold = BigInt(quote.fromAmount)
  if (sold === 0n) return ''
  const rate = (BigInt(quote.toAmount) * 10n ** BigInt(from.decimals + RATE_DECIMALS)) / (sold * 10n ** BigInt(to.decimals))
  return `${formatAmount('1', 0, locale)} ${from.symbol} = ${formatTokenAmount(rate, RATE_DECIMALS, locale)} ${to.symbol}`
}

/** The number of a percentage with two decimals for `locale` (`0.99`); `below` when it is under 0.01 but not 0. */
export function impactFigure(percent: number, locale = 'en-US'): { percent: string; below: boolean } {
  const below = percent > 0 && percent < 0.01
  return { percent: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(below ? 0.01 : percent), below }
}
