import { formatBalance } from '../../../services/format/formatBalance.js'

/** How many decimals a simulated amount shows: enough for a token's cents, not its dust. */
export const SIMULATED_AMOUNT_PLACES = 6

/**
 * A simulated amount (base units, a decimal string) in whole units, by the one amount
 * formatter, floored to six decimals; `below` is set when a non-zero amount floors to zero
 * (shown as "less than 0.000001").
 */
export function formatSimulatedAmount(amount: string, decimals: number, locale: string): { text: string; below: boolean } {
  const value = /^\d+$/.test(amount) ? BigInt(amount) : 0n
  const places = Math.min(decimals, SIMULATED_AMOUNT_PLACES)
  const text = formatBalance(value, decimals, places, locale)
  if (value > 0n && /^[^1-9]*$/.test(text)) return { text: formatBalance(1n, places, places, locale), below: true }
  return { text, below: false }
}
