const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** `amount` whole tokens at `price` US dollars each, as `$1,234.56`; undefined without a price. */
export function formatUsd(amount: number, price: number): string | undefined {
  return price > 0 && Number.isFinite(amount) ? dollars.format(amount * price) : undefined
}
