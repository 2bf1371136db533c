import type { Queryable } from '../db/Database.js'
import { readPrices } from '../prices/readPrices.js'
import { buildTransaction, type StoredApproval, type StoredTransaction, type StoredTransfer } from './buildTransaction.js'
import { encodeHistoryCursor, type HistoryCursor } from './historyCursor.js'
import type { Transaction } from './Transaction.js'

/** SPEC §9 does not fix a page size; 20 fills a modal screen twice. */
export const HISTORY_PAGE_SIZE = 20

/** One page of an account's history, newest first, from the indexed tables. */
export async function readHistory(
  db: Queryable,
  req: { account: string; chainIds: string[]; cursor?: HistoryCursor; imageUrl: (id: string) => string },
): Promise<{ data: Transaction[]; next: string | null }> {
  if (req.chainIds.length === 0) return { data: [], next: null }
  const params: unknown[] = [req.account, req.chainIds, HISTORY_PAGE_SIZE + 1]
  let after = ''
  if (req.cursor) {
    params.push(new Date(req.cursor.minedAt), req.cursor.block, req.cursor.index, req.cursor.hash)
    after = 'AND (mined_at, block_number, tx_index, tx_hash) < ($4, $5, $6, $7)'
  }
  const page = await db.query<{ chain_id: string; tx_hash: string; mined_at: Date; block_number: number; tx_index: number }>(
    `SELECT chain_id, tx_hash, mined_at, block_number, tx_index FROM account_transactions
     WHERE account = $1 AND chain_id = ANY($2) ${after}
     ORDER BY mined_at DESC, block_number DESC, tx_index DESC, tx_hash DESC LIMIT $3`, params)
  const rows = page.rows.slice(0, HISTORY_PAGE_SIZE)
  if (rows.length === 0) return { data: [], next: null }
  const hashes = rows.map((r) => r.tx_hash)
  const txs = await db.query<StoredTransaction>(
    `SELECT chain_id, hash, mined_at, from_address, to_address, nonce, status FROM chain_transactions
     WHERE chain_id = ANY($1) AND hash = ANY($2)`, [req.chainIds, hashes])
  const transfers = await db.query<StoredTransfer & { chain_id: string; tx_hash: string }>(
    `SELECT t.chain_id, t.tx_hash, t.standard, t.token_address, t.from_address, t.to_address, t.amount::text AS amount,
       t.token_id::text AS token_id, k.name, k.symbol, k.decimals
     FROM chain_transfers t LEFT JOIN tokens k ON k.chain_id = t.chain_id AND k.address = t.token_address
     WHERE t.chain_id = ANY($1) AND t.tx_hash = ANY($2) ORDER BY t.log_index`, [req.chainIds, hashes])
  const approvals = await db.query<StoredApproval & { chain_id: string; tx_hash: string }>(
    `SELECT a.chain_id, a.tx_hash, a.token_address, a.owner_address, a.spender_address, a.amount::text AS amount, k.name, k.symbol, k.decimals
     FROM chain_approvals a LEFT JOIN tokens k ON k.chain_id = a.chain_id AND k.address = a.token_address
     WHERE a.chain_id = ANY($1) AND a.tx_hash = ANY($2) AND a.owner_address = $3 ORDER BY a.log_index`, [req.chainIds, hashes, req.account])
  const prices = await readPrices(db, ['ETH', 'SOL', ...transfers.rows.map((t) => t.symbol ?? '')])
  const txByKey = new Map(txs.rows.map((t) => [`${t.chain_id}/${t.hash}`, t]))
  const data = rows.flatMap((r) => {
    const tx = txByKey.get(`${r.chain_id}/${r.tx_hash}`)
    if (!tx) return []
    const own = transfers.rows.filter((t) => t.chain_id === r.chain_id && t.tx_hash === r.tx_hash)
    const given = approvals.rows.filter((a) => a.chain_id === r.chain_id && a.tx_hash === r.tx_hash)
    return [buildTransaction(req.account, tx, own, prices, req.imageUrl, given)]
  })
  const last = rows[rows.length - 1]!
  const next = page.rows.length > HISTORY_PAGE_SIZE
    ? encodeHistoryCursor({ minedAt: last.mined_at.toISOString(), block: last.block_number, index: last.tx_index, hash: last.tx_hash })
    : null
  return { data, next }
}
