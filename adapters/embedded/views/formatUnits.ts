/**
 * A base-unit amount (a decimal string) in whole units, trailing zeros dropped:
 * `formatUnits('1500000', 6)` → `'1.5'`. Anything not a whole number is returned as it came.
 */
export function formatUnits(value: string, decimals: number): string {
  if (!/^\d+$/.test(value)) return value
  const digits = value.padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
