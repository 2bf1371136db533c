// Digits with at most one decimal point; a comma is read as the point, as many people type it.
const decimalPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads an amount a person typed (`"1.5"`, `"1,5"`, `".5"`) as smallest units of a token with
 * `decimals` decimals; undefined for anything else, or more decimals than the token holds,
 * so a typed amount is never rounded.
 */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  const match = decimalPattern.exec(text.trim().replace(',', '.'))
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if ((!whole && !fraction) || fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
