/**
 * Shows a decimal amount given as a string (`"1234.56789"`) floored to `places` decimals
 * (three by default, as history amounts are shown), with a thousands separator.
 */
export function formatAmount(numeric: string, places = 3): string {
  const [rawWhole = '0', rawFraction = ''] = numeric.trim().replace(/^\+/, '').split('.')
  const negative = rawWhole.startsWith('-')
  const whole = (negative ? rawWhole.slice(1) : rawWhole).replace(/^0+(?=\d)/, '') || '0'
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = rawFraction.padEnd(places, '0').slice(0, places)
  return `${negative ? '-' : ''}${grouped}${places > 0 ? `.${fraction}` : ''}`
}
