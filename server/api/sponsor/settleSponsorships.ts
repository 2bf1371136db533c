import { parseAbi, type Address, type PublicClient } from 'viem'
import type { Queryable } from '../db/Database.js'

const entryPointAbi = parseAbi(['function getNonce(address sender, uint192 key) view returns (uint256)'])
const today = "(now() AT TIME ZONE 'UTC')::date"
/** The most signatures settled in one go: what a few minutes of asks can leave behind. */
const SETTLE_AT_ONCE = 500
/** Nonces read from the chain at once. */
const READS_AT_ONCE = 16

/**
 * Settles today's signatures of a project on a chain that can no longer be used: those whose
 * validity the chain's latest block has passed (a later block cannot include them). Each is
 * marked `used` when the EntryPoint has spent its (sender, nonce), so the operation ran (it
 * keeps counting), else unused: from then on it counts against no budget. A signature of
 * unknown validity (another ERC-7677 service's) is never settled, and a chain that cannot be
 * read settles nothing now: those keep counting, as they did.
 */
export async function settleSponsorships(db: Queryable, client: PublicClient, projectId: string, chainId: number): Promise<void> {
  let chainTime: number
  try {
    chainTime = Number((await client.getBlock({ blockTag: 'latest' })).timestamp)
  } catch {
    return
  }
  const { rows } = await db.query<{ entry_point: Address; sender: Address; nonce: string }>(
    `SELECT DISTINCT entry_point, sender, nonce::text AS nonce FROM sponsored_operations
     WHERE project_id = $1 AND chain_id = $2 AND day = ${today} AND used IS NULL AND valid_until < to_timestamp($3) LIMIT ${SETTLE_AT_ONCE}`,
    [projectId, chainId, chainTime],
  )
  if (!rows.length) return
  // One read per (entry point, sender, nonce key): the next nonce of that key tells every one of it.
  const next = new Map<string, bigint>()
  try {
    const keys = [...new Map(rows.map((row) => [keyOf(row), row])).values()]
    for (let at = 0; at < keys.length; at += READS_AT_ONCE) {
      await Promise.all(keys.slice(at, at + READS_AT_ONCE).map(async (row) => {
        next.set(keyOf(row), await client.readContract({ address: row.entry_point, abi: entryPointAbi, functionName: 'getNonce', args: [row.sender, BigInt(row.nonce) >> 64n] }))
      }))
    }
  } catch {
    return
  }
  for (const row of rows) {
    await db.query(
      `UPDATE sponsored_operations SET used = $6, settled_at = now()
       WHERE project_id = $1 AND chain_id = $2 AND entry_point = $3 AND sender = $4 AND nonce = $5
         AND used IS NULL AND valid_until < to_timestamp($7)`,
      [projectId, chainId, row.entry_point, row.sender, row.nonce, next.get(keyOf(row))! > BigInt(row.nonce), chainTime],
    )
  }
}

const keyOf = (row: { entry_point: string; sender: string; nonce: string }) => `${row.entry_point}:${row.sender}:${BigInt(row.nonce) >> 64n}`
