import type { Queryable } from '../db/Database.js'

/** One row of the price table: USD per unit of `symbol` (fiat currencies included). */
export interface PriceSeed {
  symbol: string
  name: string
  usd: number
}

/**
 * The table a fresh store starts with. DUSD is the local chain's dollar token; EUR is here so
 * onramp quotes in euros have a rate.
 */
export const defaultPrices: readonly PriceSeed[] = [
  { symbol: 'ETH', name: 'Ether', usd: 3000 },
  { symbol: 'DUSD', name: 'Demo USD', usd: 1 },
  { symbol: 'USDC', name: 'USD Coin', usd: 1 },
  { symbol: 'USDT', name: 'Tether USD', usd: 1 },
  { symbol: 'SOL', name: 'Solana', usd: 150 },
  { symbol: 'POL', name: 'Polygon', usd: 0.5 },
  { symbol: 'BTC', name: 'Bitcoin', usd: 60000 },
  { symbol: 'USD', name: 'US Dollar', usd: 1 },
  { symbol: 'EUR', name: 'Euro', usd: 1.08 },
]

/**
 * Writes the price table: defaults only fill gaps (an operator's later edits survive a
 * restart), while prices passed in options overwrite, since the operator asked for them.
 */
export async function seedPrices(db: Queryable, overrides: readonly PriceSeed[] = []): Promise<void> {
  for (const p of defaultPrices) {
    await db.query('INSERT INTO prices (symbol, name, usd_price) VALUES ($1, $2, $3) ON CONFLICT (symbol) DO NOTHING', [p.symbol, p.name, p.usd])
  }
  for (const p of overrides) {
    await db.query(
      `INSERT INTO prices (symbol, name, usd_price) VALUES ($1, $2, $3)
       ON CONFLICT (symbol) DO UPDATE SET name = EXCLUDED.name, usd_price = EXCLUDED.usd_price, updated_at = now()`,
      [p.symbol.toUpperCase(), p.name, p.usd],
    )
  }
}
