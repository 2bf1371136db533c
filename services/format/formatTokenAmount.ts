import { formatAmount } from './formatAmount.js'

/** How many significant digits a figure keeps at least. */
const SIGNIFICANT = 4
/** How many decimals a figure shows at least, as a balance does (SPEC §5). */
const PLACES = 3

/**
 * An amount as Airlock shows every figure it works out (a quote, a rate, a fee, what a swap
 * paid and got, what is missing to pay, what a simulation moves): `formatAmount`'s one way,
 * grouped for `locale` and floored, with three decimals and at least four significant
 * digits. So `1,490.254 DUSD` reads as a balance does, while an amount under 1 keeps the
 * digits that tell it from its neighbours: a quote of `0.04992 ETH` and its minimum of
 * `0.04967 ETH` at 0.5 % slippage, a fee of `0.00002112 ETH` rather than nothing. Zeros after
 * the third decimal are dropped (`0.050`). Balances and history keep SPEC §5's plain floor
 * to three decimals (`formatBalance`). Give smallest units with their decimals, or an exact
 * decimal string (text that is no decimal comes back as it was).
 *
 * @example
 * formatTokenAmount(298_802_094n, 6) // '298.802'
 * formatTokenAmount(49_924_000_000_000_000n, 18) // '0.04992'
 * formatTokenAmount(21_123_456_000_000n, 18) // '0.00002112'
 * formatTokenAmount('0.0004513') // '0.0004513'
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
  // From 1 up, three decimals already give four significant digits; below, the zeros after
  // the point come first. Nothing above zero, or zero itself: three decimals.
  if (/[1-9]/.test(whole) || !/[1-9]/.test(fraction)) return formatAmount(text, PLACES, locale)
  const zeros = fraction.length - fraction.replace(/^0+/, '').length
  // Zeros past the third decimal say nothing: 0.05 reads 0.050, not 0.05000.
  const places = Math.max(PLACES, fraction.slice(0, zeros + SIGNIFICANT).replace(/0+$/, '').length)
  return formatAmount(text, places, locale)
}
