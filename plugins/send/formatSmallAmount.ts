import { formatBalance } from 'airlock'
import { formatUnits } from './formatUnits.js'

/**
 * Shows base units floored to three decimals (SPEC §5), except that an amount below 0.001
 * keeps up to three significant digits, since a network fee of 0.000042 ETH would
 * otherwise read as 0.000.
 */
export function formatSmallAmount(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  if (value === 0n || value * 1000n >= unit) return formatBalance(value, decimals)
  const [, fraction = ''] = formatUnits(value, decimals).split('.')
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  return `0.${fraction.slice(0, zeros + 3).replace(/0+$/, '')}`
}
