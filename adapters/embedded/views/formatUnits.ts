import { formatBalance } from 'airlock'

/**
 * A base-unit amount (a decimal string) in whole units with every decimal it has, since an
 * approval shows exactly what is signed: `formatUnits('1500000', 6)` → `'1.5'`, grouped as
 * every amount is. Anything not a whole number is returned as it came.
 */
export function formatUnits(value: string, decimals: number): string {
  return /^\d+$/.test(value) ? formatBalance(BigInt(value), decimals, 'all') : value
}
