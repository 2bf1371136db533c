import { getAddress } from 'viem'
import type { Queryable } from '../db/Database.js'
import type { SponsorPolicySeed } from './SponsorPolicy.js'

const amount = (value: bigint | number | string | undefined) => (value === undefined ? null : BigInt(value).toString())

/**
 * Replaces a project's sponsorship policies with `policies`, so the configuration stays the
 * source of truth on every start. Run inside the project seed's transaction or after it.
 */
export async function seedSponsorPolicies(db: Queryable, projectId: string, policies: readonly SponsorPolicySeed[]): Promise<void> {
  await db.query('DELETE FROM sponsor_policies WHERE project_id = $1', [projectId])
  for (const policy of policies) {
    // getAddress throws on anything but an address: a bad seed fails the start, loudly.
    const targets = policy.allowedTargets.map((target) => getAddress(target).toLowerCase())
    await db.query(
      `INSERT INTO sponsor_policies (project_id, chain_id, allowed_targets, allow_native_transfers, daily_limit_wei,
         require_sign_in, user_daily_limit_wei, sender_daily_limit_wei, max_gas_per_operation, client_daily_limit_wei)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [projectId, policy.chainId, targets, policy.allowNativeTransfers ?? false, BigInt(policy.dailyLimitWei).toString(),
        policy.requireSignIn ?? true, amount(policy.userDailyLimitWei), amount(policy.senderDailyLimitWei), amount(policy.maxGasPerOperation),
        amount(policy.clientDailyLimitWei)],
    )
  }
}
