const formats = new Map<string, Intl.NumberFormat>()

/** Formats a US dollar value for `locale` (BCP 47): `$1,234.56` in English, `1.234,56 $` in German. */
export function formatUsd(value: number, locale = 'en-US'): string {
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })))
  return format.format(value)
}
