import { formatTokenAmount } from 'airlock'

/** A crypto amount the API quoted (`0.032512345`), as every amount reads (`0.032`); text that is no decimal stays as it came. */
export function cryptoText(value: string, locale: string): string {
  const [whole = '', fraction = ''] = value.trim().split('.')
  if (!/^\d+$/.test(whole + fraction)) return value
  return formatTokenAmount(BigInt(whole + fraction), fraction.length, locale)
}
