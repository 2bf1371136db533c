import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../db/Database.js'
import { openDatabase } from '../db/openDatabase.js'
import { createSharedRateLimiter } from './createSharedRateLimiter.js'
import { sweepRateLimitBudgets } from './sweepRateLimitBudgets.js'

describe('createSharedRateLimiter', () => {
  let db: Database
  beforeAll(async () => {
    db = await openDatabase({})
  }, 60_000)
  afterAll(() => db.close())

  test('default: a key gets its budget, then waits for the window with the seconds left', async () => {
    const limiter = createSharedRateLimiter(db, { limit: 3, windowSeconds: 60 }, 'plain')
    expect([await limiter.take('k'), await limiter.take('k'), await limiter.take('k')]).toEqual([0, 0, 0])
    const wait = await limiter.take('k')
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await limiter.take('other')).toBe(0)
  })

  test('behavior: two limiters on one store (two processes) spend one budget', async () => {
    const a = createSharedRateLimiter(db, { limit: 5, windowSeconds: 60 }, 'shared')
    const b = createSharedRateLimiter(db, { limit: 5, windowSeconds: 60 }, 'shared')
    const taken = [await a.take('k'), await a.take('k'), await a.take('k'), await b.take('k'), await b.take('k')]
    expect(taken).toEqual([0, 0, 0, 0, 0])
    expect(await b.take('k')).toBeGreaterThan(0)
    expect(await a.take('k')).toBeGreaterThan(0)
  })

  test('behavior: a large budget is leased in fiftieths, never granting more than the limit across limiters', async () => {
    const budget = { limit: 100, windowSeconds: 60 }
    const limiters = [0, 1, 2].map(() => createSharedRateLimiter(db, budget, 'leased'))
    let granted = 0
    for (let i = 0; i < 150; i++) if ((await limiters[i % 3]!.take('k')) === 0) granted++
    expect(granted).toBeLessThanOrEqual(100)
    // Each limiter may hold back at most one unspent lease (2 points) when the budget runs out.
    expect(granted).toBeGreaterThanOrEqual(100 - 3 * 2)
    const { rows } = await db.query<{ used: number }>("SELECT used FROM rate_limit_budgets WHERE key = 'leased|k'")
    expect(rows[0]!.used).toBe(100)
  })

  test('behavior: concurrent requests of one key share a lease instead of asking the store each', async () => {
    const limiter = createSharedRateLimiter(db, { limit: 500, windowSeconds: 60 }, 'burst')
    expect(await Promise.all(Array.from({ length: 10 }, () => limiter.take('k')))).toEqual(Array(10).fill(0))
    const { rows } = await db.query<{ used: number }>("SELECT used FROM rate_limit_budgets WHERE key = 'burst|k'")
    expect(rows[0]!.used).toBe(10)
  })

  test('behavior: a window that ended starts anew, and the sweep deletes rows long expired', async () => {
    const limiter = createSharedRateLimiter(db, { limit: 1, windowSeconds: 1 }, 'short')
    expect(await limiter.take('k')).toBe(0)
    expect(await limiter.take('k')).toBe(1)
    await db.query("UPDATE rate_limit_budgets SET expires_at = now() - interval '2 minutes' WHERE key = 'short|k'")
    limiter.forgetExpired()
    await sweepRateLimitBudgets(db)
    expect((await db.query("SELECT 1 FROM rate_limit_budgets WHERE key = 'short|k'")).rows).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await limiter.take('k')).toBe(0)
  })

  test('error: a store that cannot be reached is an error, never an open budget', { timeout: 60_000 }, async () => {
    const gone = await openDatabase({})
    await gone.close()
    const limiter = createSharedRateLimiter(gone, { limit: 10, windowSeconds: 60 }, 'gone')
    await expect(limiter.take('k')).rejects.toThrow()
  })
})
