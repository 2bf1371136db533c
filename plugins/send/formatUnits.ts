/**
 * Writes base units as an exact decimal string with no trailing zeros (`1500000n`, 6 →
 * `"1.5"`): the form an amount field holds, where flooring to three places would lose value.
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const unit = 10n ** BigInt(decimals)
  const fraction = (magnitude % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${magnitude / unit}${fraction ? `.${fraction}` : ''}`
}
