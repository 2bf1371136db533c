import type { Address } from 'viem'
import type { Database, Queryable } from '../db/Database.js'
import { SponsorRefusal } from './SponsorRefusal.js'

/** One sponsored operation, identified as the EntryPoint identifies it. */
export interface SponsorshipGrant {
  projectId: string
  chainId: number
  entryPoint: Address
  sender: Address
  nonce: bigint
  maxCostWei: bigint
}

const today = "(now() AT TIME ZONE 'UTC')::date"

/**
 * Records `grant` against the project's daily limit, or throws `DAILY_LIMIT_REACHED` (or
 * `NO_POLICY` when the policy is gone). The policy row is locked for the check, so
 * instances sponsoring at once cannot overspend together; asking again for the same
 * operation (same sender and nonce) replaces its earlier grant instead of counting twice.
 */
export async function reserveSponsorship(db: Database, grant: SponsorshipGrant): Promise<void> {
  const operation = [grant.entryPoint.toLowerCase(), grant.sender.toLowerCase(), grant.nonce.toString()]
  await db.transaction(async (tx) => {
    // The limit is read under the lock too, so a policy changed meanwhile is the one applied.
    const policy = await tx.query<{ daily_limit: string }>(
      'SELECT daily_limit_wei::text AS daily_limit FROM sponsor_policies WHERE project_id = $1 AND chain_id = $2 FOR UPDATE',
      [grant.projectId, grant.chainId],
    )
    if (!policy.rows[0]) throw new SponsorRefusal('NO_POLICY', `This project sponsors no gas on chain ${grant.chainId}`)
    const dailyLimitWei = BigInt(policy.rows[0].daily_limit)
    const spent = await spentToday(tx, grant.projectId, grant.chainId, operation)
    if (spent + grant.maxCostWei > dailyLimitWei) {
      throw new SponsorRefusal('DAILY_LIMIT_REACHED', "This project's daily gas sponsorship is used up", {
        dailyLimitWei: dailyLimitWei.toString(),
        remainingWei: (dailyLimitWei > spent ? dailyLimitWei - spent : 0n).toString(),
      })
    }
    await tx.query(
      `INSERT INTO sponsored_operations (project_id, chain_id, entry_point, sender, nonce, day, max_cost_wei)
       VALUES ($1, $2, $3, $4, $5, ${today}, $6)
       ON CONFLICT (project_id, chain_id, entry_point, sender, nonce)
       DO UPDATE SET max_cost_wei = EXCLUDED.max_cost_wei, day = EXCLUDED.day, granted_at = now()`,
      [grant.projectId, grant.chainId, ...operation, grant.maxCostWei.toString()],
    )
  })
}

/** Whether anything is left of the project's daily limit on the chain today. */
export async function hasSponsorshipLeft(db: Queryable, projectId: string, chainId: number, dailyLimitWei: bigint): Promise<boolean> {
  return (await spentToday(db, projectId, chainId)) < dailyLimitWei
}

// What the project's grants on the chain add up to today, leaving out one operation
// (entry point, sender, nonce) when it is being granted again.
async function spentToday(db: Queryable, projectId: string, chainId: number, except?: string[]): Promise<bigint> {
  const { rows } = await db.query<{ spent: string }>(
    `SELECT COALESCE(sum(max_cost_wei), 0)::text AS spent FROM sponsored_operations
     WHERE project_id = $1 AND chain_id = $2 AND day = ${today}
     ${except ? 'AND NOT (entry_point = $3 AND sender = $4 AND nonce = $5)' : ''}`,
    [projectId, chainId, ...(except ?? [])],
  )
  return BigInt(rows[0]?.spent ?? '0')
}
