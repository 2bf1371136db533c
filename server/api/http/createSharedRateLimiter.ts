import type { Queryable } from '../db/Database.js'
import type { RateLimit, RateLimiter } from '../../http/createRateLimiter.js'

// A process's share of one key's budget: points it may spend without asking the store, until
// `until` (this process's clock; the window itself is kept on the database's clock).
interface Lease {
  left: number
  until: number
  /** The store had nothing left to grant before `until`. */
  spent: boolean
}

/** A limiter whose counts live in the store, shared by every API process. */
export interface SharedRateLimiter extends RateLimiter {
  /** Forgets leases whose window has ended (their rows are swept by `sweepRateLimitBudgets`). */
  forgetExpired(): void
}

/**
 * A fixed-window budget counted in the `rate_limit_budgets` table, so a budget spent on one
 * API process counts on every other: a key's window starts with its first request (on the
 * database's clock) and grants at most `limit` points in all, whichever processes ask. A
 * process takes points in small leases (a fiftieth of the limit, at least one: budgets of 50
 * or less are counted exactly, one round trip a request) and spends them locally; points a
 * process leased and did not spend before the window ends are lost, so a client may get a
 * little less than its budget across processes, never more. Once the store has nothing left,
 * the refusal is answered locally until the window ends. When the store cannot be reached the
 * error propagates (the API answers 503): a budget never opens because its count is away.
 */
export function createSharedRateLimiter(db: Queryable, budget: RateLimit, scope: string): SharedRateLimiter {
  const leaseSize = Math.max(1, Math.floor(budget.limit / 50))
  const leases = new Map<string, Lease>()
  const asking = new Map<string, Promise<void>>()

  const ask = async (key: string) => {
    const { rows } = await db.query<{ granted: number; ms_left: number }>(
      `INSERT INTO rate_limit_budgets AS b (key, used, granted, expires_at)
       VALUES ($1, LEAST($2::int, $3::int), LEAST($2::int, $3::int), now() + make_interval(secs => $4))
       ON CONFLICT (key) DO UPDATE SET
         granted = CASE WHEN b.expires_at <= now() THEN LEAST($2::int, $3::int) ELSE GREATEST(0, LEAST($2::int, $3::int - b.used)) END,
         used = CASE WHEN b.expires_at <= now() THEN LEAST($2::int, $3::int) ELSE LEAST($3::int, b.used + $2::int) END,
         expires_at = CASE WHEN b.expires_at <= now() THEN EXCLUDED.expires_at ELSE b.expires_at END
       RETURNING granted, (extract(epoch FROM (expires_at - now())) * 1000)::float8 AS ms_left`,
      [`${scope}|${key}`, leaseSize, budget.limit, budget.windowSeconds])
    const { granted, ms_left: msLeft } = rows[0]!
    leases.set(key, { left: granted, until: Date.now() + Math.max(0, msLeft), spent: granted === 0 })
  }

  return {
    budget,
    async take(key) {
      for (;;) {
        const now = Date.now()
        const lease = leases.get(key)
        if (lease && lease.until > now) {
          if (lease.left > 0) {
            lease.left -= 1
            return 0
          }
          if (lease.spent) return Math.max(1, Math.ceil((lease.until - now) / 1000))
        }
        // One question to the store per key at a time; the requests waiting on it then share its lease.
        let pending = asking.get(key)
        if (!pending) {
          pending = ask(key).finally(() => asking.delete(key))
          asking.set(key, pending)
        }
        await pending
      }
    },
    forgetExpired() {
      const now = Date.now()
      for (const [key, lease] of leases) if (lease.until <= now) leases.delete(key)
    },
  }
}
