// Digits with at most one decimal point; a comma is read as the point, as many people type it.
const decimalPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads an amount a person typed (`"1.5"`, `"1,5"`, `".5"`) as base units of a token with
 * `decimals` decimals. Returns undefined for anything that is not a plain non-negative number
 * or that has more decimals than the token can hold, so a typed amount is never rounded.
 *
 * @example
 * parseAmount('1.5', 6) // 1_500_000n
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  const match = decimalPattern.exec(text.trim().replace(',', '.'))
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (!whole && !fraction) return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
