import type { ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { ensureToken } from '../tokens/ensureToken.js'
import { NATIVE_TOKEN } from './nativeToken.js'
import { supportsPermit } from './supportsPermit.js'

/** One entry of `GET /v1/convert/tokens`. */
export interface SwapTokenEntry {
  name: string
  symbol: string
  /** CAIP-10; the native currency is `…:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string
  /** True when the token supports EIP-2612 permits. */
  eip2612: boolean
}

/**
 * The tokens a chain swaps: its native currency, then the configured `swaps.tokens` in
 * order, with metadata read from each contract once and kept in the token table.
 */
export async function listSwapTokens(ctx: ApiContext, chain: EvmChain): Promise<SwapTokenEntry[]> {
  const logo = (symbol: string) => `${ctx.publicUrl()}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const tokens = await Promise.all((chain.options.swaps?.tokens ?? []).map(async (address) => {
    const [meta, eip2612] = await Promise.all([ensureToken(ctx.db, chain, address, 'erc20'), supportsPermit(chain.client, address)])
    return { name: meta.name, symbol: meta.symbol, address: `${chain.caipNetworkId}:${meta.address}`, decimals: meta.decimals, logoUri: logo(meta.symbol), eip2612 }
  }))
  return [{ name: 'Ether', symbol: 'ETH', address: `${chain.caipNetworkId}:${NATIVE_TOKEN}`, decimals: 18, logoUri: logo('ETH'), eip2612: false }, ...tokens]
}
