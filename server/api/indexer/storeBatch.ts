import type { EvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'
import type { IndexedBatch } from './IndexedBatch.js'
import { refreshTrackedBalances } from './refreshTrackedBalances.js'

const ZERO = '0x0000000000000000000000000000000000000000'

/**
 * How many of the newest indexed blocks keep their hash. A reorganisation is undone back to
 * the newest of them still on the chain; one deeper than this re-indexes the chain.
 */
export const KEPT_BLOCK_HASHES = 256

/** The NOTIFY channel on which indexed account activity is announced to every instance. */
export const ACCOUNT_CHANNEL = 'airlock_account'

/** What an account notification carries. */
export interface AccountNotice {
  /** CAIP-10, lower-case for EVM. */
  account: string
  chainId: string
  /** The transaction that touched the account; absent when only its balance moved (fees, a block reward, a reorganisation). */
  hash?: string
}

/** The balances a batch touched (see `balanceTouches`) and those already read at its last block. */
export interface BatchBalances {
  chain: EvmChain
  touches: ReadonlyMap<string, ReadonlySet<string>>
  read: ReadonlyMap<string, bigint>
}

/**
 * Writes a batch, with its blocks' hashes, and moves the cursor in one transaction. The cursor only moves if it still
 * points where this batch started, so when two instances index the same chain the slower
 * one's batch is dropped (false) instead of written twice. With `balances`, the tracked
 * accounts' balances the batch touched are written too. Notifications are sent inside the
 * transaction, so Postgres delivers them only if it commits.
 */
export async function storeBatch(db: Database, batch: IndexedBatch, balances?: BatchBalances): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.query(
      'UPDATE indexer_cursors SET last_block = $3, updated_at = now() WHERE chain_id = $1 AND last_block = $2 RETURNING chain_id',
      [batch.chainId, batch.fromBlock - 1, batch.toBlock])
    if (moved.rows.length === 0) return false
    for (const block of batch.blocks) {
      await tx.query('INSERT INTO indexed_blocks (chain_id, number, hash) VALUES ($1, $2, $3) ON CONFLICT (chain_id, number) DO UPDATE SET hash = EXCLUDED.hash',
        [batch.chainId, block.number, block.hash])
    }
    await tx.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND number <= $2', [batch.chainId, batch.toBlock - KEPT_BLOCK_HASHES])
    const touched = new Map<string, Set<string>>()
    const touch = (hash: string, address: string | null) => {
      if (!address || address === ZERO) return
      const set = touched.get(hash) ?? new Set<string>()
      set.add(address)
      touched.set(hash, set)
    }
    for (const t of batch.transactions) {
      await tx.query(
        `INSERT INTO chain_transactions (chain_id, hash, block_number, tx_index, mined_at, from_address, to_address, nonce, value, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
        [batch.chainId, t.hash, t.blockNumber, t.txIndex, t.minedAt, t.from, t.to, t.nonce, t.value.toString(), t.status])
      touch(t.hash, t.from)
      touch(t.hash, t.to)
    }
    for (const t of batch.transfers) {
      await tx.query(
        `INSERT INTO chain_transfers (chain_id, tx_hash, log_index, standard, token_address, from_address, to_address, amount, token_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [batch.chainId, t.txHash, t.logIndex, t.standard, t.token, t.from, t.to, t.amount.toString(), t.tokenId?.toString() ?? null])
      touch(t.txHash, t.from)
      touch(t.txHash, t.to)
    }
    // An allowance belongs to the history of the account that gave it (inside a smart
    // account's user operation too, whose transaction the bundler sent).
    for (const a of batch.approvals) {
      await tx.query(
        `INSERT INTO chain_approvals (chain_id, tx_hash, log_index, token_address, owner_address, spender_address, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [batch.chainId, a.txHash, a.logIndex, a.token, a.owner, a.spender, a.amount.toString()])
      touch(a.txHash, a.owner)
    }
    const byHash = new Map(batch.transactions.map((t) => [t.hash, t]))
    const notified = new Set<string>()
    for (const [hash, accounts] of touched) {
      const t = byHash.get(hash)
      if (!t) continue
      for (const account of accounts) {
        await tx.query(
          `INSERT INTO account_transactions (chain_id, account, tx_hash, mined_at, block_number, tx_index)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [batch.chainId, account, hash, t.minedAt, t.blockNumber, t.txIndex])
        const notice: AccountNotice = { account: `${batch.chainId}:${account}`, chainId: batch.chainId, hash }
        await tx.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANNEL, JSON.stringify(notice)])
        notified.add(account)
      }
    }
    const refreshed = balances ? await refreshTrackedBalances(tx, balances.chain, batch, balances.touches, balances.read) : []
    for (const account of refreshed.filter((a) => !notified.has(a))) {
      const notice: AccountNotice = { account: `${batch.chainId}:${account}`, chainId: batch.chainId }
      await tx.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANNEL, JSON.stringify(notice)])
    }
    return true
  })
}
