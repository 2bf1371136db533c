import type { EvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'
import { ACCOUNT_CHANNEL, type AccountNotice } from './storeBatch.js'

/**
 * Undoes the index of blocks the chain no longer holds. `cursor` is the last indexed block,
 * which the chain (now `head` blocks high) has replaced or dropped: the newest stored block
 * whose hash the chain still has is
 * the common ancestor, and everything above it is deleted (accounts that lose a transaction
 * are notified, so their clients read again; balances read on the lost branch are dropped, to
 * be read again). With no stored block left on the chain, the
 * chain is indexed again from its start block. The cursor moves only if it is still where
 * this instance saw it, so two instances never undo twice. Resolves the new cursor.
 */
export async function rewindReorg(db: Database, chain: EvmChain, cursor: number, head: number): Promise<number> {
  const chainId = chain.caipNetworkId
  const stored = await db.query<{ number: string | number; hash: string }>(
    'SELECT number, hash FROM indexed_blocks WHERE chain_id = $1 AND number <= $2 ORDER BY number DESC', [chainId, Math.min(cursor, head)])
  let ancestor = (chain.options.startBlock ?? 0) - 1
  for (const row of stored.rows) {
    const block = await chain.client.getBlock({ blockNumber: BigInt(row.number) })
    if (block.hash === row.hash) {
      ancestor = Number(row.number)
      break
    }
  }
  return db.transaction(async (tx) => {
    const moved = await tx.query(
      'UPDATE indexer_cursors SET last_block = $3, updated_at = now() WHERE chain_id = $1 AND last_block = $2 RETURNING chain_id', [chainId, cursor, ancestor])
    if (moved.rows.length === 0) return cursor
    const lost = await tx.query<{ account: string; tx_hash: string }>(
      'DELETE FROM account_transactions WHERE chain_id = $1 AND block_number > $2 RETURNING account, tx_hash', [chainId, ancestor])
    for (const table of ['chain_transfers', 'chain_approvals']) {
      await tx.query(
        `DELETE FROM ${table} WHERE chain_id = $1 AND tx_hash IN (SELECT hash FROM chain_transactions WHERE chain_id = $1 AND block_number > $2)`, [chainId, ancestor])
    }
    await tx.query('DELETE FROM chain_transactions WHERE chain_id = $1 AND block_number > $2', [chainId, ancestor])
    await tx.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND number > $2', [chainId, ancestor])
    // Balances read on the lost branch: the next read of a tracked account takes them again.
    const unread = await tx.query<{ account: string }>(
      'DELETE FROM account_balances WHERE chain_id = $1 AND block_number > $2 RETURNING account', [chainId, ancestor])
    for (const { account, tx_hash: hash } of lost.rows) {
      const notice: AccountNotice = { account: `${chainId}:${account}`, chainId, hash }
      await tx.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANNEL, JSON.stringify(notice)])
    }
    for (const account of new Set(unread.rows.map((r) => r.account))) {
      const notice: AccountNotice = { account: `${chainId}:${account}`, chainId }
      await tx.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANNEL, JSON.stringify(notice)])
    }
    return ancestor
  })
}
