import { formatUnits, type Address } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { readPoolPrice } from '../prices/readPoolPrice.js'
import { readPrices } from '../prices/readPrices.js'
import type { Balance } from './Balance.js'
import { readIndexedBalances } from './readIndexedBalances.js'

/**
 * An account's balances on one EVM chain, as the balances route answers them: the native
 * currency (always listed, even at zero) and every ERC-20 the index knows with a non-zero
 * balance, from the index (see `readIndexedBalances`), priced by the price table or else by
 * the chain's swap pools.
 */
export async function readEvmBalances(ctx: ApiContext, chain: EvmChain, account: Address, force = false): Promise<Balance[]> {
  const { native, tokens } = await readIndexedBalances(ctx, chain, account, force)
  const held = tokens.filter((t) => t.amount > 0n)
  const prices = await readPrices(ctx.db, ['ETH', ...held.map((t) => t.token.symbol)])
  const icon = (symbol: string) => `${ctx.publicUrl()}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const entry = (name: string, symbol: string, raw: bigint, decimals: number, address?: string, pooled?: number): Balance => {
    const numeric = formatUnits(raw, decimals)
    const price = prices.get(symbol.toUpperCase())?.usd ?? pooled ?? 0
    return {
      name, symbol, chainId: chain.caipNetworkId,
      ...(address ? { address: `${chain.caipNetworkId}:${address}` } : {}),
      value: Number(numeric) * price, price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: icon(symbol),
    }
  }
  // A token the price table lacks is priced by the chain's swap pools, where it has one.
  const pooled = await Promise.all(held.map(({ token }) => (prices.has(token.symbol.toUpperCase())
    ? undefined : readPoolPrice(ctx, `${chain.caipNetworkId}:${token.address}`).then((p) => p?.usd))))
  return [entry('Ether', 'ETH', native, 18), ...held.map(({ token, amount }, i) => entry(token.name, token.symbol, amount, token.decimals, token.address, pooled[i]))]
}
