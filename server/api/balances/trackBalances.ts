import type { EvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'
import { readBalancesAt, type BalanceKey } from './readBalancesAt.js'
import { storeBalances } from './storeBalances.js'

/**
 * Reads `keys` (balances of one account) from the chain once, at its head, and hands them to
 * the index: the account becomes tracked, and every later batch that touches one of its
 * balances brings it up to date. The write waits for a batch being stored to finish (the
 * cursor row is locked FOR SHARE): if the cursor has meanwhile passed the block read, a batch
 * may have touched the account before it was tracked, so the read is made again at the new
 * head. Resolves the amounts read; they are not stored when the chain has no cursor yet (no
 * indexer runs: there is nothing to keep them current) or the race was lost three times.
 */
export async function trackBalances(db: Database, chain: EvmChain, account: string, keys: readonly BalanceKey[]): Promise<Map<string, bigint>> {
  let amounts = new Map<string, bigint>()
  for (let attempt = 0; attempt < 3; attempt++) {
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    amounts = await readBalancesAt(chain, keys, head)
    const outcome = await db.transaction(async (tx) => {
      const cursor = (await tx.query<{ last_block: number }>(
        'SELECT last_block FROM indexer_cursors WHERE chain_id = $1 FOR SHARE', [chain.caipNetworkId])).rows[0]
      if (!cursor) return 'untracked'
      if (cursor.last_block > Number(head)) return 'behind'
      await tx.query('INSERT INTO balance_accounts (chain_id, account) VALUES ($1, $2) ON CONFLICT DO NOTHING', [chain.caipNetworkId, account])
      await storeBalances(tx, chain.caipNetworkId, amounts, Number(head))
      return 'stored'
    })
    if (outcome !== 'behind') return amounts
  }
  return amounts
}
