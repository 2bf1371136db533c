import { erc20Abi, erc721Abi, type Address } from 'viem'
import type { EvmChain } from '../chains/EvmChain.js'
import type { Queryable } from '../db/Database.js'
import type { TokenRecord } from './TokenRecord.js'

/**
 * Returns a token's metadata from the store, reading it from the contract the first time.
 * A contract that does not answer `name`/`symbol` still gets a row, so one odd token never
 * stalls the indexer.
 */
export async function ensureToken(db: Queryable, chain: EvmChain, address: string, standard: TokenRecord['standard']): Promise<TokenRecord> {
  const key = address.toLowerCase()
  const found = await db.query<{ standard: TokenRecord['standard']; name: string; symbol: string; decimals: number }>(
    'SELECT standard, name, symbol, decimals FROM tokens WHERE chain_id = $1 AND address = $2', [chain.caipNetworkId, key])
  const row = found.rows[0]
  if (row) return { chainId: chain.caipNetworkId, address: key, ...row }
  const abi = standard === 'erc20' ? erc20Abi : erc721Abi
  const read = async <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T): Promise<T> => {
    try {
      return (await chain.client.readContract({ address: key as Address, abi: abi as typeof erc20Abi, functionName })) as T
    } catch {
      return fallback
    }
  }
  const token: TokenRecord = {
    chainId: chain.caipNetworkId,
    address: key,
    standard,
    name: await read('name', 'Unknown token'),
    symbol: await read('symbol', '???'),
    decimals: standard === 'erc20' ? Number(await read('decimals', 18)) : 0,
  }
  await db.query(
    `INSERT INTO tokens (chain_id, address, standard, name, symbol, decimals) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (chain_id, address) DO NOTHING`,
    [token.chainId, token.address, token.standard, token.name, token.symbol, token.decimals])
  return token
}
