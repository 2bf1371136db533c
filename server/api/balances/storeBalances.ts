import type { Queryable } from '../db/Database.js'

/**
 * Writes balances read at `blockNumber` (keys `account|token`, see `balanceKey`). A row read
 * at a later block is kept: the indexer and a first read may race, and the newer state wins.
 */
export async function storeBalances(db: Queryable, chainId: string, amounts: ReadonlyMap<string, bigint>, blockNumber: number): Promise<void> {
  if (amounts.size === 0) return
  const accounts: string[] = []
  const tokens: string[] = []
  const values: string[] = []
  for (const [key, amount] of amounts) {
    const [account, token] = key.split('|') as [string, string]
    accounts.push(account)
    tokens.push(token)
    values.push(amount.toString())
  }
  await db.query(
    `INSERT INTO account_balances (chain_id, account, token, amount, block_number)
     SELECT $1, a, t, v::numeric, $5 FROM unnest($2::text[], $3::text[], $4::text[]) AS x(a, t, v)
     ON CONFLICT (chain_id, account, token) DO UPDATE SET amount = EXCLUDED.amount, block_number = EXCLUDED.block_number
     WHERE account_balances.block_number <= EXCLUDED.block_number`,
    [chainId, accounts, tokens, values, blockNumber])
}
