import { formatAmount } from './formatAmount.js'
import { toDecimal } from './formatBalance.js'

/** How many significant digits an amount below 0.001 keeps. */
const SIGNIFICANT = 3

/**
 * An amount in a token's smallest units as Airlock shows every figure it works out (a
 * quote, a rate, a fee, what a swap paid and got): `formatAmount`'s one way, grouped for
 * `locale` and floored to three decimals, so it reads as a balance does (`1,490.254 DUSD`).
 * Only an amount above zero that would floor to `0.000` keeps its first three significant
 * digits (`0.0000211 ETH`), so a fee or a small quote never reads as nothing. Balances and
 * history keep SPEC §5's plain floor (`formatBalance`).
 *
 * @example
 * formatTokenAmount(298_802_094n, 6) // '298.802'
 * formatTokenAmount(21_123_456_000_000n, 18) // '0.0000211'
 */
export function formatTokenAmount(value: bigint, decimals: number, locale?: string): string {
  const magnitude = value < 0n ? -value : value
  if (magnitude === 0n || magnitude * 1000n >= 10n ** BigInt(decimals)) return formatAmount(toDecimal(value, decimals), 3, locale)
  const [, fraction = ''] = toDecimal(magnitude, decimals).split('.')
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  return formatAmount(`${value < 0n ? '-' : ''}0.${fraction.slice(0, zeros + SIGNIFICANT).replace(/0+$/, '')}`, 'all', locale)
}
