import { formatAmount } from './formatAmount.js'

/** `value` base units as an exact decimal string: `toDecimal(1500n, 3)` → `'1.500'`. */
export function toDecimal(value: bigint, unitDecimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(unitDecimals + 1, '0')
  const whole = digits.slice(0, digits.length - unitDecimals)
  return `${negative ? '-' : ''}${whole}${unitDecimals > 0 ? `.${digits.slice(-unitDecimals)}` : ''}`
}

/**
 * A balance given in base units, shown by `formatAmount`: grouped, floored to `places`
 * decimals (SPEC §5: three by default; an absent balance reads `0.000`).
 */
export function formatBalance(value: bigint | undefined, unitDecimals: number, places: number | 'all' = 3, locale?: string): string {
  return formatAmount(toDecimal(value ?? 0n, unitDecimals), places, locale)
}
