import { formatUnits, parseUnits } from 'viem'
import { z } from 'zod'

const decimalPattern = /^\d{1,15}(\.\d{1,18})?$/

/**
 * An amount as a request may write it, a decimal string (`"2.4"`) or a JSON number, read as
 * the decimal string it was written as (a number through its shortest round-trip form), so
 * no amount ever passes through floating point arithmetic. Exponent forms are refused.
 */
export const decimalAmount = z
  .union([z.number().refine(Number.isFinite, 'expected a decimal amount').transform(String), z.string()])
  .pipe(z.string().regex(decimalPattern, 'expected a decimal amount'))

/** {@link decimalAmount}, and more than zero. */
export const positiveDecimalAmount = decimalAmount.refine((value) => /[1-9]/.test(value), 'must be a positive amount')

/** `value` in integer units of `decimals` places (`'2.4'`, 18 → 2400000000000000000n); digits past them are rounded. */
export const toUnits = (value: string, decimals: number): bigint => parseUnits(value, decimals)

/** Integer `units` of `decimals` places as a decimal string, trailing zeros dropped (`2400…000n`, 18 → `'2.4'`). */
export const fromUnits = (units: bigint, decimals: number): string => formatUnits(units, decimals)

/** Integer `units` of `decimals` places written with exactly that many places (`1050n`, 2 → `'10.50'`). */
export function fixedUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return negative ? `-${text}` : text
}

/** `numerator / denominator` rounded half up to an integer (both positive). */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (denominator * 2n)
