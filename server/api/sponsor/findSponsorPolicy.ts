import type { Address } from 'viem'
import type { Queryable } from '../db/Database.js'
import { DEFAULT_MAX_GAS_PER_OPERATION, DEFAULT_SHARE_DIVISOR, type SponsorPolicy } from './SponsorPolicy.js'

/** A project's sponsorship policy on one chain (defaults filled in), or undefined when it has none there. */
export async function findSponsorPolicy(db: Queryable, projectId: string, chainId: number): Promise<SponsorPolicy | undefined> {
  const { rows } = await db.query<{
    allowed_targets: Address[]; allow_native_transfers: boolean; daily_limit_wei: string; require_sign_in: boolean
    user_daily_limit_wei: string | null; sender_daily_limit_wei: string | null; client_daily_limit_wei: string | null; max_gas_per_operation: string | null
  }>(
    `SELECT allowed_targets, allow_native_transfers, daily_limit_wei::text AS daily_limit_wei, require_sign_in,
       user_daily_limit_wei::text AS user_daily_limit_wei, sender_daily_limit_wei::text AS sender_daily_limit_wei,
       client_daily_limit_wei::text AS client_daily_limit_wei,
       max_gas_per_operation::text AS max_gas_per_operation
     FROM sponsor_policies WHERE project_id = $1 AND chain_id = $2`,
    [projectId, chainId],
  )
  const row = rows[0]
  if (!row) return undefined
  const daily = BigInt(row.daily_limit_wei)
  return {
    chainId,
    allowedTargets: row.allowed_targets,
    allowNativeTransfers: row.allow_native_transfers,
    dailyLimitWei: daily,
    requireSignIn: row.require_sign_in,
    userDailyLimitWei: row.user_daily_limit_wei === null ? daily / DEFAULT_SHARE_DIVISOR : BigInt(row.user_daily_limit_wei),
    senderDailyLimitWei: row.sender_daily_limit_wei === null ? daily / DEFAULT_SHARE_DIVISOR : BigInt(row.sender_daily_limit_wei),
    clientDailyLimitWei: row.client_daily_limit_wei === null ? daily / DEFAULT_SHARE_DIVISOR : BigInt(row.client_daily_limit_wei),
    maxGasPerOperation: row.max_gas_per_operation === null ? DEFAULT_MAX_GAS_PER_OPERATION : BigInt(row.max_gas_per_operation),
  }
}
