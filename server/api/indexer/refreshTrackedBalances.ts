import type { EvmChain } from '../chains/EvmChain.js'
import type { Queryable } from '../db/Database.js'
import { balanceKey, readBalancesAt, type BalanceKey } from '../balances/readBalancesAt.js'
import { storeBalances } from '../balances/storeBalances.js'

/** The tracked accounts among `accounts`: those a client asked the balances of (`balance_accounts`). */
export async function trackedAmong(db: Queryable, chainId: string, accounts: readonly string[]): Promise<string[]> {
  if (accounts.length === 0) return []
  const { rows } = await db.query<{ account: string }>(
    'SELECT account FROM balance_accounts WHERE chain_id = $1 AND account = ANY($2::text[])', [chainId, accounts])
  return rows.map((r) => r.account)
}

/** The balances of `touches` that belong to `tracked` accounts. */
export function trackedKeys(touches: ReadonlyMap<string, ReadonlySet<string>>, tracked: readonly string[]): BalanceKey[] {
  return tracked.flatMap((account) => [...(touches.get(account) ?? [])].map((token) => ({ account, token })))
}

/**
 * Inside the transaction that stores a batch (the cursor row already locked by its move):
 * writes the balances that the batch touched for tracked accounts, as read at the batch's last
 * block. `read` holds what was read before the transaction; an account that became tracked
 * meanwhile is read here. Resolves the accounts whose balances were written.
 */
export async function refreshTrackedBalances(
  tx: Queryable,
  chain: EvmChain,
  batch: { chainId: string; toBlock: number },
  touches: ReadonlyMap<string, ReadonlySet<string>>,
  read: ReadonlyMap<string, bigint>,
): Promise<string[]> {
  const tracked = await trackedAmong(tx, batch.chainId, [...touches.keys()])
  const keys = trackedKeys(touches, tracked)
  const late = keys.filter((k) => !read.has(balanceKey(k)))
  const amounts = new Map(keys.flatMap((k) => (read.has(balanceKey(k)) ? [[balanceKey(k), read.get(balanceKey(k))!] as const] : [])))
  for (const [key, amount] of await readBalancesAt(chain, late, BigInt(batch.toBlock))) amounts.set(key, amount)
  await storeBalances(tx, batch.chainId, amounts, batch.toBlock)
  return tracked
}
