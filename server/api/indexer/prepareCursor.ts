import type { EvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'

/**
 * Makes sure the chain has a cursor and returns it. A local chain restarted from scratch has
 * a new genesis block; its old index would describe transactions that no longer exist, so
 * when the stored genesis hash differs the chain's rows are dropped and indexing restarts.
 */
export async function prepareCursor(db: Database, chain: EvmChain, genesisHash: string): Promise<number> {
  const chainId = chain.caipNetworkId
  const start = (chain.options.startBlock ?? 0) - 1
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`airlock-indexer:${chainId}`])
    const found = (await tx.query<{ genesis_hash: string; last_block: number }>(
      'SELECT genesis_hash, last_block FROM indexer_cursors WHERE chain_id = $1', [chainId])).rows[0]
    if (found?.genesis_hash === genesisHash) return found.last_block
    if (found) {
      for (const table of ['account_transactions', 'chain_transfers', 'chain_approvals', 'chain_transactions', 'tokens', 'account_balances', 'balance_accounts']) {
        await tx.query(`DELETE FROM ${table} WHERE chain_id = $1`, [chainId])
      }
    }
    await tx.query(
      `INSERT INTO indexer_cursors (chain_id, genesis_hash, last_block) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET genesis_hash = EXCLUDED.genesis_hash, last_block = EXCLUDED.last_block, updated_at = now()`,
      [chainId, genesisHash, start])
    return start
  })
}
