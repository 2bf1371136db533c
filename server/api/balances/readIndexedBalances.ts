import type { Address } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { ensureToken } from '../tokens/ensureToken.js'
import { balanceKey, readBalancesAt, type BalanceKey } from './readBalancesAt.js'
import { trackBalances } from './trackBalances.js'

/** An ERC-20 the index knows on a chain. */
export interface KnownToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

/** One account's native amount and ERC-20 amounts (by token address), with the tokens known. */
export interface IndexedBalances {
  native: bigint
  tokens: { token: KnownToken; amount: bigint }[]
}

/**
 * An account's balances on one chain from the index: the native currency and every ERC-20 the
 * index knows. Balances the index does not hold yet (an account never asked about, a token
 * it met since) are read from the chain once and tracked from then on (`trackBalances`);
 * `force` reads them all again (the modal asks so after its own transaction, before the
 * indexer may have seen it). Where this process runs no indexer for the chain, every read is
 * the chain's, as nothing would keep stored ones current.
 */
export async function readIndexedBalances(ctx: ApiContext, chain: EvmChain, address: Address, force = false): Promise<IndexedBalances> {
  const account = address.toLowerCase()
  const configured = chain.options.contracts?.token?.address
  if (configured) await ensureToken(ctx.db, chain, configured, 'erc20')
  const [known, stored] = await Promise.all([
    ctx.db.query<KnownToken>(
      `SELECT address, name, symbol, decimals FROM tokens WHERE chain_id = $1 AND standard = 'erc20' ORDER BY symbol`, [chain.caipNetworkId]),
    ctx.db.query<{ token: string; amount: string }>(
      'SELECT token, amount::text AS amount FROM account_balances WHERE chain_id = $1 AND account = $2', [chain.caipNetworkId, account]),
  ])
  const amounts = new Map(stored.rows.map((r) => [`${account}|${r.token}`, BigInt(r.amount)]))
  const keys: BalanceKey[] = [{ account, token: '' }, ...known.rows.map((t) => ({ account, token: t.address }))]
  const missing = force || !ctx.indexedChains.has(chain.caipNetworkId) ? keys : keys.filter((k) => !amounts.has(balanceKey(k)))
  if (missing.length > 0) {
    const read = ctx.indexedChains.has(chain.caipNetworkId)
      ? await trackBalances(ctx.db, chain, account, missing)
      : await readBalancesAt(chain, missing, await chain.client.getBlockNumber({ cacheTime: 0 }))
    for (const [key, amount] of read) amounts.set(key, amount)
  }
  return {
    native: amounts.get(`${account}|`) ?? 0n,
    tokens: known.rows.map((token) => ({ token, amount: amounts.get(`${account}|${token.address}`) ?? 0n })),
  }
}
