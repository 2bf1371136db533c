import { formatAmount } from '../../../services/format/formatAmount.js'
import { toDecimal } from '../../../services/format/formatBalance.js'

/** How many decimals a simulated amount shows at most: enough for a token's cents, not its dust. */
export const SIMULATED_AMOUNT_PLACES = 6

/**
 * A simulated amount (base units, a decimal string) in whole units by the one amount
 * formatter, floored to six decimals without trailing zeros (`0.1`, `298.500123`); `below`
 * is set when a non-zero amount floors to zero (shown as "less than 0.000001").
 */
export function formatSimulatedAmount(amount: string, decimals: number, locale: string): { text: string; below: boolean } {
  const value = /^\d+$/.test(amount) ? BigInt(amount) : 0n
  const [whole = '0', fraction = ''] = toDecimal(value, decimals).split('.')
  const kept = fraction.slice(0, SIMULATED_AMOUNT_PLACES).replace(/0+$/, '')
  if (value > 0n && /^0*$/.test(whole) && kept === '') return { text: formatAmount(`0.${'0'.repeat(Math.min(decimals, SIMULATED_AMOUNT_PLACES) - 1)}1`, 'all', locale), below: true }
  return { text: formatAmount(kept ? `${whole}.${kept}` : whole, 'all', locale), below: false }
}
