import type { Address } from 'viem'
import type { Database, Queryable } from '../db/Database.js'
import { DEFAULT_SHARE_DIVISOR, type SponsorPolicy } from './SponsorPolicy.js'
import { SponsorRefusal } from './SponsorRefusal.js'

/** One signed sponsorship, of an operation as the EntryPoint identifies it. */
export interface SponsorshipGrant {
  projectId: string
  chainId: number
  entryPoint: Address
  sender: Address
  nonce: bigint
  maxCostWei: bigint
  /** Who asked for it (`readSponsoredUser`); null where the policy sponsors anyone. */
  userKey: string | null
  /** The client address that asked for it (as the rate limits count it). */
  clientKey: string
  /** When its signature stops being accepted by the paymaster; null when the paymaster is another service, whose validity is unknown. */
  validUntil: Date | null
}

/** The four budgets a grant is held to. */
type Limits = Pick<SponsorPolicy, 'dailyLimitWei' | 'userDailyLimitWei' | 'senderDailyLimitWei' | 'clientDailyLimitWei'>

const today = "(now() AT TIME ZONE 'UTC')::date"

/** Which of today's grants a budget counts: the project's, one user's, one sender's, or one client address's. */
type Scope = { user: string } | { sender: string } | { client: string } | Record<string, never>

/**
 * Records `grant` against the project's, its user's, its sender's and its client address's
 * daily limits, or throws `DAILY_LIMIT_REACHED`, `USER_LIMIT_REACHED`, `SENDER_LIMIT_REACHED`
 * or `CLIENT_LIMIT_REACHED` (or `NO_POLICY` when the policy is gone). The policy row is locked
 * for the check, so instances sponsoring at once cannot overspend together.
 *
 * Every signature is kept for its day, whatever comes after it: asking again for the same
 * operation (entry point, sender, nonce) adds a signature, never replaces one, since the
 * earlier one stays valid at the paymaster. An operation counts at the dearest of its
 * signatures that can still be used or were used: the EntryPoint runs a (sender, nonce) at
 * most once, so at most one of them is ever paid for. A signature settled as unused (the
 * chain passed its validity with its nonce unspent, `settleSponsorships`) counts no more.
 */
export async function reserveSponsorship(db: Database, grant: SponsorshipGrant): Promise<void> {
  const operation = [grant.entryPoint.toLowerCase(), grant.sender.toLowerCase(), grant.nonce.toString()]
  await db.transaction(async (tx) => {
    // The limits are read under the lock too, so a policy changed meanwhile is the one applied.
    const policy = await tx.query<{ daily: string; per_user: string | null; per_sender: string | null; per_client: string | null }>(
      `SELECT daily_limit_wei::text AS daily, user_daily_limit_wei::text AS per_user, sender_daily_limit_wei::text AS per_sender,
         client_daily_limit_wei::text AS per_client
       FROM sponsor_policies WHERE project_id = $1 AND chain_id = $2 FOR UPDATE`,
      [grant.projectId, grant.chainId],
    )
    const row = policy.rows[0]
    if (!row) throw new SponsorRefusal('NO_POLICY', `This project sponsors no gas on chain ${grant.chainId}`)
    const daily = BigInt(row.daily)
    const limits: Limits = {
      dailyLimitWei: daily,
      userDailyLimitWei: row.per_user === null ? daily / DEFAULT_SHARE_DIVISOR : BigInt(row.per_user),
      senderDailyLimitWei: row.per_sender === null ? daily / DEFAULT_SHARE_DIVISOR : BigInt(row.per_sender),
      clientDailyLimitWei: row.per_client === null ? daily / DEFAULT_SHARE_DIVISOR : BigInt(row.per_client),
    }
    for (const { scope, limit, refusal } of budgetsOf(limits, grant.userKey, operation[1]!, grant.clientKey)) {
      const spent = await spentToday(tx, grant.projectId, grant.chainId, scope)
      const counted = await operationToday(tx, grant.projectId, grant.chainId, operation, scope)
      const added = grant.maxCostWei > counted ? grant.maxCostWei - counted : 0n
      if (spent + added > limit) {
        throw new SponsorRefusal(refusal.reason, refusal.message, { limitWei: limit.toString(), remainingWei: (limit > spent ? limit - spent : 0n).toString() })
      }
    }
    await tx.query(
      `INSERT INTO sponsored_operations (project_id, chain_id, entry_point, sender, nonce, day, max_cost_wei, user_key, valid_until, client_key)
       VALUES ($1, $2, $3, $4, $5, ${today}, $6, $7, $8, $9)`,
      [grant.projectId, grant.chainId, ...operation, grant.maxCostWei.toString(), grant.userKey, grant.validUntil, grant.clientKey],
    )
  })
}

/**
 * Why nothing more can be sponsored today for this user, sender and client address, or
 * undefined when each of the four budgets has something left (what a stub needs).
 */
export async function sponsorshipLeft(db: Queryable, projectId: string, chainId: number, policy: Limits, who: { userKey: string | null; sender: Address; clientKey: string }): Promise<SponsorRefusal | undefined> {
  for (const { scope, limit, refusal } of budgetsOf(policy, who.userKey, who.sender.toLowerCase(), who.clientKey)) {
    if ((await spentToday(db, projectId, chainId, scope)) >= limit) return new SponsorRefusal(refusal.reason, refusal.message)
  }
  return undefined
}

/** One budget: which grants it counts, how much, and the refusal past it. */
interface Budget {
  scope: Scope
  limit: bigint
  refusal: { reason: 'DAILY_LIMIT_REACHED' | 'USER_LIMIT_REACHED' | 'SENDER_LIMIT_REACHED' | 'CLIENT_LIMIT_REACHED'; message: string }
}

// The project's budget, the user's (when someone signed in), the sender's and the client address's, in that order.
function budgetsOf(limits: Limits, userKey: string | null, sender: string, client: string): Budget[] {
  return [
    { scope: {}, limit: limits.dailyLimitWei, refusal: { reason: 'DAILY_LIMIT_REACHED', message: "This project's daily gas sponsorship is used up" } },
    ...(userKey === null ? [] : [{ scope: { user: userKey }, limit: limits.userDailyLimitWei, refusal: { reason: 'USER_LIMIT_REACHED', message: 'Your daily gas sponsorship is used up' } } satisfies Budget]),
    { scope: { sender }, limit: limits.senderDailyLimitWei, refusal: { reason: 'SENDER_LIMIT_REACHED', message: "This account's daily gas sponsorship is used up" } },
    { scope: { client }, limit: limits.clientDailyLimitWei, refusal: { reason: 'CLIENT_LIMIT_REACHED', message: 'The daily gas sponsorship asked from your network address is used up' } },
  ]
}

// The scope's condition on sponsored_operations, its parameter from $3 on.
function where(scope: Scope): [string, string[]] {
  if ('user' in scope) return ['AND user_key = $3', [scope.user]]
  if ('sender' in scope) return ['AND sender = $3', [scope.sender]]
  if ('client' in scope) return ['AND client_key = $3', [scope.client]]
  return ['', []]
}

// What today's grants in the scope add up to: each operation once, at its dearest signature not settled as unused.
async function spentToday(db: Queryable, projectId: string, chainId: number, scope: Scope): Promise<bigint> {
  const [condition, params] = where(scope)
  const { rows } = await db.query<{ spent: string }>(
    `SELECT COALESCE(sum(cost), 0)::text AS spent FROM (
       SELECT max(max_cost_wei) AS cost FROM sponsored_operations
       WHERE project_id = $1 AND chain_id = $2 AND day = ${today} AND used IS NOT FALSE ${condition}
       GROUP BY entry_point, sender, nonce) AS per_operation`,
    [projectId, chainId, ...params],
  )
  return BigInt(rows[0]?.spent ?? '0')
}

// What one operation (entry point, sender, nonce) already counts today in the scope.
async function operationToday(db: Queryable, projectId: string, chainId: number, operation: string[], scope: Scope): Promise<bigint> {
  const [condition, params] = where(scope)
  const at = params.length + 3
  const { rows } = await db.query<{ cost: string }>(
    `SELECT COALESCE(max(max_cost_wei), 0)::text AS cost FROM sponsored_operations
     WHERE project_id = $1 AND chain_id = $2 AND day = ${today} AND used IS NOT FALSE ${condition}
       AND entry_point = $${at} AND sender = $${at + 1} AND nonce = $${at + 2}`,
    [projectId, chainId, ...params, ...operation],
  )
  return BigInt(rows[0]?.cost ?? '0')
}
