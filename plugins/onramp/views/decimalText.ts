import { formatAmount } from 'airlock/kit'

/** A decimal as the API or the person wrote it (`98.50`), grouped for `locale` with the same decimals. */
export function decimalText(value: string, locale: string): string {
  return formatAmount(value, value.split('.')[1]?.length ?? 0, locale)
}
