import { erc20Abi, formatUnits, type Address } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { readPoolPrice } from '../prices/readPoolPrice.js'
import { readPrices } from '../prices/readPrices.js'
import { ensureToken } from '../tokens/ensureToken.js'
import type { Balance } from './Balance.js'

/**
 * Reads an account's balances from the chain: the native currency (always listed, even at
 * zero) and every ERC-20 the server knows on that chain with a non-zero balance, priced by
 * the price table or else by the chain's swap pools.
 */
export async function readEvmBalances(ctx: ApiContext, chain: EvmChain, account: Address): Promise<Balance[]> {
  const configured = chain.options.contracts?.token?.address
  if (configured) await ensureToken(ctx.db, chain, configured, 'erc20')
  const known = await ctx.db.query<{ address: string; name: string; symbol: string; decimals: number }>(
    `SELECT address, name, symbol, decimals FROM tokens WHERE chain_id = $1 AND standard = 'erc20' ORDER BY symbol`,
    [chain.caipNetworkId])
  const [native, ...amounts] = await Promise.all([
    chain.client.getBalance({ address: account }),
    ...known.rows.map((t) =>
      chain.client.readContract({ address: t.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
        .catch(() => 0n)),
  ])
  const prices = await readPrices(ctx.db, ['ETH', ...known.rows.map((t) => t.symbol)])
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
  const held = known.rows.map((t, i) => ({ ...t, raw: amounts[i] ?? 0n })).filter((t) => t.raw > 0n)
  // A token the price table lacks is priced by the chain's swap pools, where it has one.
  const pooled = await Promise.all(held.map((t) => (prices.has(t.symbol.toUpperCase())
    ? undefined : readPoolPrice(ctx, `${chain.caipNetworkId}:${t.address}`).then((p) => p?.usd))))
  return [entry('Ether', 'ETH', native ?? 0n, 18), ...held.map((t, i) => entry(t.name, t.symbol, t.raw, t.decimals, t.address, pooled[i]))]
}
