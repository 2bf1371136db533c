import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../db/Database.js'
import { clientAddress } from './clientAddress.js'

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  /** Names the counter, so limits on different routes count apart. */
  name: string
  /** Requests one client address may make per window. */
  limit: number
  /** Default 60 s. */
  windowSeconds?: number
}

/**
 * Limits requests per client address in fixed windows. The counts live in the database, so
 * a client gets the same limit however many API instances share the load; a refused request
 * answers 429 with `retry-after` and does nothing else.
 */
export function rateLimit(db: Queryable, options: RateLimitOptions): MiddlewareHandler {
  const windowMs = (options.windowSeconds ?? 60) * 1000
  return async (c, next) => {
    const now = Date.now()
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
    const { rows } = await db.query<{ hits: number }>(
      `INSERT INTO rate_limits (name, client, window_start, hits) VALUES ($1, $2, $3, 1)
       ON CONFLICT (name, client, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits`,
      [options.name, clientAddress(c), windowStart],
    )
    const hits = rows[0]!.hits
    // The first request of a window clears this limit's earlier windows, so the table stays small.
    if (hits === 1) await db.query('DELETE FROM rate_limits WHERE name = $1 AND window_start < $2', [options.name, windowStart])
    if (hits > options.limit) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000)
      return c.json({ message: 'Too many requests: try again later' }, 429, { 'retry-after': String(retryAfter) })
    }
    await next()
  }
}
