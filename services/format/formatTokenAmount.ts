import { formatAmount } from './formatAmount.js'

/** How many significant digits an amount below 0.001 keeps. */
const SIGNIFICANT = 3

/**
 * An amount as Airlock shows every figure it works out (a quote, a rate, a fee, what a swap
 * paid and got, what is missing to pay): `formatAmount`'s one way, grouped for `locale` and
 * floored to three decimals, so it reads as a balance does (`1,490.254 DUSD`). Only an amount
 * above zero that would floor to `0.000` keeps its first three significant digits
 * (`0.0000211 ETH`), so a fee or a small quote never reads as nothing. Balances and history
 * keep SPEC §5's plain floor (`formatBalance`). Give smallest units with their decimals, or an
 * exact decimal string (text that is no decimal comes back as it was).
 *
 * @example
 * formatTokenAmount(298_802_094n, 6) // '298.802'
 * formatTokenAmount(21_123_456_000_000n, 18) // '0.0000211'
 * formatTokenAmount('0.0004513') // '0.000451'
 */
export function formatTokenAmount(value: bigint, decimals: number, locale?: string): string
export function formatTokenAmount(value: string, locale?: string): string
export function formatTokenAmount(value: bigint | string, decimalsOrLocale?: number | string, locale?: string): string {
  let text: string
  if (typeof value === 'string') {
    text = value.trim()
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return value
    locale = decimalsOrLocale as string | undefined
  } else {
    // Smallest units as an exact decimal: 1500n with 3 decimals is "1.500".
    const decimals = decimalsOrLocale as number
    const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
    text = `${value < 0n ? '-' : ''}${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`
  }
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.')
  // Above zero but under 0.001: three significant digits ('all' drops the zeros after them).
  if (/[1-9]/.test(whole) || /[1-9]/.test(fraction.slice(0, 3)) || !/[1-9]/.test(fraction)) return formatAmount(text, 3, locale)
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  return formatAmount(`${text.startsWith('-') ? '-' : ''}0.${fraction.slice(0, zeros + SIGNIFICANT)}`, 'all', locale)
}
