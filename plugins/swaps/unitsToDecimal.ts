/**
 * Smallest units as an exact decimal string with no trailing zeros (`1500000n`, 6 → `"1.5"`),
 * the form `formatAmount` and the amount fields take.
 */
export function unitsToDecimal(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${value / unit}${fraction ? `.${fraction}` : ''}`
}
