const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Formats a US dollar value: `$1,234.56`. */
export function formatUsd(value: number): string {
  return usd.format(value)
}
