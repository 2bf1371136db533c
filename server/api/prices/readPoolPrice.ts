import { getAddress, isAddress } from 'viem'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { ensureToken } from '../tokens/ensureToken.js'
import { readPrices } from './readPrices.js'

/**
 * The USD price of an EVM token the price table does not hold, from its chain's swap pools:
 * its mid price in the native currency (Uniswap V2 against WETH) times the stored ETH price.
 * Undefined for a token of a chain without swaps or without a pool.
 */
export async function readPoolPrice(ctx: ApiContext, caip10: string): Promise<{ name: string; usd: number } | undefined> {
  const parts = caip10.split(':')
  if (parts.length !== 3 || parts[0] !== 'eip155' || !isAddress(parts[2]!, { strict: false })) return undefined
  const chain = findEvmChain(ctx, `${parts[0]}:${parts[1]}`)
  const source = chain?.swapSources.find((s) => s.nativePrice)
  if (!chain || !source) return undefined
  const token = await ensureToken(ctx.db, chain, parts[2]!, 'erc20')
  const [native, prices] = await Promise.all([source.nativePrice!(getAddress(token.address), token.decimals), readPrices(ctx.db, ['ETH'])])
  const eth = prices.get('ETH')?.usd
  return native === undefined || eth === undefined ? undefined : { name: token.name, usd: native * eth }
}
