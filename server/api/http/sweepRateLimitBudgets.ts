import type { Queryable } from '../db/Database.js'

/** Deletes the shared budgets' rows whose window ended a while ago (any process may; each does every minute). */
export async function sweepRateLimitBudgets(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_limit_budgets WHERE expires_at < now() - interval '1 minute'")
}
