/** The decimals every amount shows at least (SPEC §5), exact ones included. */
const PLACES = 3
/** The most decimals `Intl.NumberFormat` takes everywhere Airlock runs. */
const MAX_PLACES = 20

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/
const formats = new Map<string, Intl.NumberFormat>()

function formatFor(locale: string, places: number | 'all'): Intl.NumberFormat {
  const key = `${locale} ${places}`
  let format = formats.get(key)
  if (!format) {
    const digits = places === 'all' ? { minimumFractionDigits: PLACES, maximumFractionDigits: MAX_PLACES } : { minimumFractionDigits: places, maximumFractionDigits: places }
    format = new Intl.NumberFormat(locale, { ...digits, roundingMode: 'trunc', signDisplay: 'negative' })
    formats.set(key, format)
  }
  return format
}

/**
 * The one way Airlock shows an amount of a token: a decimal string (`"1234.56789"`, exact,
 * never through a float) grouped for the locale and floored to `places` decimals (three,
 * SPEC §5), so `"9899.9979"` reads `9,899.997` in the header, the balance and the token list
 * alike and an amount shown is never more than the one held. `places: 'all'` keeps every
 * decimal and shows three at least (an approval shows exactly what is signed, `12.500 DUSD`
 * beside the balance's `9,987.500 DUSD`, `0.000123456 ETH` to its last digit). Text that is
 * not a decimal is returned as it came.
 */
export function formatAmount(numeric: string, places: number | 'all' = PLACES, locale = 'en-US'): string {
  const value = numeric.trim()
  if (!DECIMAL.test(value)) return numeric
  // Intl reads a string as an exact decimal; the cast is for TypeScript's older signature.
  return formatFor(locale, places).format(value as unknown as number)
}
