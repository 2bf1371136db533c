import { getAddress, isAddress, type Address } from 'viem'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { ApiError } from '../http/ApiError.js'
import { NATIVE_TOKEN, isNativeToken } from './nativeToken.js'
import { swapsNotSupportedError } from './swapErrors.js'

/** A CAIP-10 token of a chain that swaps; `NATIVE_TOKEN` for the native currency. */
export interface SwapToken {
  chain: EvmChain
  address: Address
}

/**
 * Reads a CAIP-10 token (`eip155:1:0x…`) and checks its chain has a swap source; any other
 * network (Solana, an EVM chain without a router) is SPEC §8's 'Network not supported for
 * Swaps'. A malformed address is a 400 naming `field`.
 */
export function resolveSwapToken(ctx: ApiContext, caip10: string, field: string, source: 'query' | 'body' = 'query'): SwapToken {
  const parts = caip10.split(':')
  const chain = parts.length === 3 ? findEvmChain(ctx, `${parts[0]}:${parts[1]}`) : undefined
  if (!chain?.swapSources.length) throw swapsNotSupportedError(field)
  const address = parts[2]!
  const label = source === 'query' ? 'query parameter' : 'body field'
  if (!isAddress(address, { strict: false })) throw new ApiError(400, `Invalid ${label} '${field}': expected a CAIP-10 address`, field)
  return { chain, address: isNativeToken(address) ? NATIVE_TOKEN : getAddress(address) }
}

/**
 * Resolves both ends of a swap: on one chain, and two different tokens (the native
 * currency and its wrapped form count as the same: that is a wrap, not a swap).
 */
export function resolveSwapPair(ctx: ApiContext, from: string, to: string, source: 'query' | 'body' = 'query'): { chain: EvmChain; from: Address; to: Address } {
  const a = resolveSwapToken(ctx, from, 'from', source)
  const b = resolveSwapToken(ctx, to, 'to', source)
  const label = source === 'query' ? 'query parameter' : 'body field'
  if (a.chain !== b.chain) throw new ApiError(400, `Invalid ${label} 'to': expected a token on ${a.chain.caipNetworkId}, like 'from'`, 'to')
  const weth = a.chain.options.swaps?.uniswapV2.weth.toLowerCase()
  const key = (t: Address) => (isNativeToken(t) ? weth : t.toLowerCase())
  if (key(a.address) === key(b.address)) throw new ApiError(400, `Invalid ${label} 'to': expected a different token than 'from'`, 'to')
  return { chain: a.chain, from: a.address, to: b.address }
}
