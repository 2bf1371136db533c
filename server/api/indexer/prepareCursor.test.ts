import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmChain } from '../chains/EvmChain.js'
import type { Database } from '../db/Database.js'
import { openDatabase } from '../db/openDatabase.js'
import { prepareCursor } from './prepareCursor.js'

describe('prepareCursor', () => {
  let db: Database
  // Never contacted: prepareCursor only reads the chain's id and start block.
  const chain = createEvmChain({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337, startBlock: 5 })
  beforeAll(async () => {
    db = await openDatabase({})
  })
  afterAll(() => db?.close())

  test('default: a new chain starts just before its start block, and the cursor is kept', async () => {
    expect(await prepareCursor(db, chain, '0xaaa')).toBe(4)
    await db.query("UPDATE indexer_cursors SET last_block = 40 WHERE chain_id = 'eip155:31337'")
    expect(await prepareCursor(db, chain, '0xaaa')).toBe(40)
  })

  test('behavior: a chain restarted from scratch has its old index dropped', async () => {
    await db.query(`INSERT INTO account_transactions (chain_id, account, tx_hash, mined_at, block_number, tx_index)
      VALUES ('eip155:31337', '0x01', '0xh', now(), 7, 0), ('eip155:1', '0x01', '0xh', now(), 7, 0)`)
    expect(await prepareCursor(db, chain, '0xbbb')).toBe(4)
    const left = await db.query<{ chain_id: string }>('SELECT chain_id FROM account_transactions')
    // Only the restarted chain's rows go; another chain's index is untouched.
    expect(left.rows).toEqual([{ chain_id: 'eip155:1' }])
  })
})
