import type { Queryable } from '../db/Database.js'

/**
 * USD prices by upper-case symbol, for the symbols asked (unknown ones are absent): `usd` for
 * display, `usdDecimal` (the stored decimal as written) for arithmetic that pays out.
 */
export async function readPrices(db: Queryable, symbols: readonly string[]): Promise<Map<string, { name: string; usd: number; usdDecimal: string }>> {
  const wanted = [...new Set(symbols.map((s) => s.toUpperCase()))]
  const { rows } = await db.query<{ symbol: string; name: string; usd_price: string }>(
    'SELECT symbol, name, usd_price FROM prices WHERE symbol = ANY($1)',
    [wanted],
  )
  return new Map(rows.map((r) => [r.symbol, { name: r.name, usd: Number(r.usd_price), usdDecimal: String(r.usd_price) }]))
}
