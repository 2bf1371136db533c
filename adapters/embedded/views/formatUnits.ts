import { formatBalance } from 'airlock/kit'

/**
 * A base-unit amount (a decimal string) in whole units with every decimal it has, since an
 * approval shows exactly what is signed: `formatUnits('1500000', 6)` → `'1.500'`, grouped as
 * every amount is, for `locale` (a BCP 47 tag; English by default). Anything not a whole
 * number is returned as it came.
 */
export function formatUnits(value: string, decimals: number, locale?: string): string {
  return /^\d+$/.test(value) ? formatBalance(BigInt(value), decimals, 'all', locale) : value
}
