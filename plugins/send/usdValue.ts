import { formatUsd } from 'airlock'

/**
 * What `amount` whole tokens at `price` US dollars each are worth, written for `locale`
 * (`$1,234.56` in English, `1.234,56 $` in German); undefined when no price is known or the
 * amount is not a number, so nothing misleading is shown.
 */
export function usdValue(amount: number, price: number, locale = 'en-US'): string | undefined {
  return price > 0 && Number.isFinite(amount) ? formatUsd(amount * price, locale) : undefined
}
