const formats = new Map<string, Intl.NumberFormat>()

/**
 * What `amount` whole tokens at `price` US dollars each are worth, written for `locale`
 * (`$1,234.56` in English, `1.234,56 $` in German); undefined when no price is known or the
 * amount is not a number, so nothing misleading is shown.
 */
export function usdValue(amount: number, price: number, locale = 'en-US'): string | undefined {
  if (!(price > 0 && Number.isFinite(amount))) return undefined
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })))
  return format.format(amount * price)
}
