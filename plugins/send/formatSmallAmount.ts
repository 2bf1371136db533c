import { formatAmount, formatBalance } from 'airlock'
import { formatUnits } from './formatUnits.js'

/**
 * Shows base units floored to three decimals (SPEC §5), except that an amount below 0.001
 * keeps up to three significant digits, since a network fee of 0.000042 ETH would
 * otherwise read as 0.000. Written for `locale` (BCP 47; English by default).
 */
export function formatSmallAmount(value: bigint, decimals: number, locale?: string): string {
  const unit = 10n ** BigInt(decimals)
  if (value === 0n || value * 1000n >= unit) return formatBalance(value, decimals, 3, locale)
  const [, fraction = ''] = formatUnits(value, decimals).split('.')
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  return formatAmount(`0.${fraction.slice(0, zeros + 3).replace(/0+$/, '')}`, 'all', locale)
}
