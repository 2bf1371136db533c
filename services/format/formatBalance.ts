/**
 * Formats a balance given in base units, flooring to `decimals` places (SPEC §5: three by
 * default; an absent balance reads `0.000`). Never rounds up, so a balance shown is never
 * more than the account holds.
 */
export function formatBalance(value: bigint | undefined, unitDecimals: number, places = 3): string {
  if (value === undefined) return `0.${'0'.repeat(places)}`
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const unit = 10n ** BigInt(unitDecimals)
  const whole = magnitude / unit
  const fraction = (magnitude % unit).toString().padStart(unitDecimals, '0').slice(0, places).padEnd(places, '0')
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`
}
