import { isAddress, type Address } from 'viem'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { ApiError, serverMessages } from '../http/ApiError.js'

/** The placeholder address swap APIs use for a chain's native currency. */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A swap request resolved against the configured pool. */
export interface ResolvedSwap {
  chain: EvmChain
  pool: Address
  token: Address
  /** True when selling ETH for the token. */
  ethToToken: boolean
}

/**
 * Reads a CAIP-10 token address and checks it is on the chain with a pool; any other
 * network is SPEC §8's 'Network not supported for Swaps'.
 */
export function resolveToken(ctx: ApiContext, caip10: string, field: string): { chain: EvmChain; address: string } {
  const parts = caip10.split(':')
  const chain = parts.length === 3 ? findEvmChain(ctx, `${parts[0]}:${parts[1]}`) : undefined
  if (!chain?.options.contracts?.pool) {
    throw new ApiError(400, serverMessages.swapsNetwork, field)
  }
  if (!isAddress(parts[2]!, { strict: false })) throw new ApiError(400, `Invalid query parameter '${field}': expected a CAIP-10 address`, field)
  return { chain, address: parts[2]!.toLowerCase() }
}

/** Resolves `from` → `to`; only the pool's own pair (ETH and its token) can be swapped. */
export function resolveSwap(ctx: ApiContext, from: string, to: string): ResolvedSwap {
  const a = resolveToken(ctx, from, 'from')
  const b = resolveToken(ctx, to, 'to')
  const token = a.chain.options.contracts?.token?.address.toLowerCase()
  const pool = a.chain.options.contracts!.pool!.address
  if (a.address === NATIVE_TOKEN && b.address === token) return { chain: a.chain, pool, token: b.address as Address, ethToToken: true }
  if (a.address === token && b.address === NATIVE_TOKEN) return { chain: a.chain, pool, token: a.address as Address, ethToToken: false }
  throw new ApiError(400, "Invalid query parameter 'to': no pool for this pair", 'to')
}
