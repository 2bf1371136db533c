import type { Address } from 'viem'
import type { Queryable } from '../db/Database.js'
import type { SponsorPolicy } from './SponsorPolicy.js'

/** A project's sponsorship policy on one chain, or undefined when it has none there. */
export async function findSponsorPolicy(db: Queryable, projectId: string, chainId: number): Promise<SponsorPolicy | undefined> {
  const { rows } = await db.query<{ allowed_targets: Address[]; allow_native_transfers: boolean; daily_limit_wei: string }>(
    `SELECT allowed_targets, allow_native_transfers, daily_limit_wei::text AS daily_limit_wei
     FROM sponsor_policies WHERE project_id = $1 AND chain_id = $2`,
    [projectId, chainId],
  )
  const row = rows[0]
  return row && {
    chainId,
    allowedTargets: row.allowed_targets,
    allowNativeTransfers: row.allow_native_transfers,
    dailyLimitWei: BigInt(row.daily_limit_wei),
  }
}
