/** A decimal amount in whole units as an integer of the smallest unit: `toUnits('1.5', 6)` is 1500000n; extra decimals are cut. */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.')
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0')
}

/** The other way: 1500000n with 6 decimals is '1.5'. */
export function fromUnits(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / base}.${fraction}` : String(value / base)
}
