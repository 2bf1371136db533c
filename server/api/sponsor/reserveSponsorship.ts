import type { Address } from 'viem'
import type { Database } from '../db/Database.js'
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
 * Records `grant` against the project's daily limit, or throws `DAILY_LIMIT_REACHED`. The
 * policy row is locked for the check, so instances sponsoring at once cannot overspend
 * together; asking again for the same operation (same sender and nonce) replaces its
 * earlier grant instead of counting twice.
 */
export async function reserveSponsorship(db: Database, grant: SponsorshipGrant, dailyLimitWei: bigint): Promise<void> {
  const key = [grant.projectId, grant.chainId, grant.entryPoint.toLowerCase(), grant.sender.toLowerCase(), grant.nonce.toString()]
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM sponsor_policies WHERE project_id = $1 AND chain_id = $2 FOR UPDATE', key.slice(0, 2))
    const { rows } = await tx.query<{ spent: string }>(
      `SELECT COALESCE(sum(max_cost_wei), 0)::text AS spent FROM sponsored_operations
       WHERE project_id = $1 AND chain_id = $2 AND day = ${today}
         AND NOT (entry_point = $3 AND sender = $4 AND nonce = $5)`,
      key,
    )
    const spent = BigInt(rows[0]?.spent ?? '0')
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
      [...key, grant.maxCostWei.toString()],
    )
  })
}

/** Whether anything is left of the project's daily limit on the chain today. */
export async function hasSponsorshipLeft(db: Database, projectId: string, chainId: number, dailyLimitWei: bigint): Promise<boolean> {
  const { rows } = await db.query<{ spent: string }>(
    `SELECT COALESCE(sum(max_cost_wei), 0)::text AS spent FROM sponsored_operations
     WHERE project_id = $1 AND chain_id = $2 AND day = ${today}`,
    [projectId, chainId],
  )
  return BigInt(rows[0]?.spent ?? '0') < dailyLimitWei
}
