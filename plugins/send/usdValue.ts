import { formatUsd } from 'airlock'

/**
 * What `amount` whole tokens at `price` US dollars each are worth, as `$1,234.56`; undefined
 * when no price is known or the amount is not a number, so nothing misleading is shown.
 */
export function usdValue(amount: number, price: number): string | undefined {
  return price > 0 && Number.isFinite(amount) ? formatUsd(amount * price) : undefined
}
