import type { Address, Hex } from 'viem'
import type { ApiContext } from '../../ApiContext.js'
import type { EvmChain } from '../../chains/EvmChain.js'

/** Code of an EIP-7702 delegated account: a person's account, not a contract. */
const delegation = /^0xef0100[0-9a-f]{40}$/i

/** The contracts the API knows on a chain: its tokens and NFT, the swap router, WETH and the tokens it routes. */
async function knownContracts(ctx: ApiContext, chain: EvmChain): Promise<Set<string>> {
  const { contracts, swaps } = chain.options
  const configured = [contracts?.token?.address, contracts?.nft?.address, swaps?.uniswapV2.router, swaps?.uniswapV2.weth, ...(swaps?.tokens ?? []), ...(swaps?.via ?? []),
    ...chain.swapSources.map((source) => source.spender)]
  const stored = await ctx.db.query<{ address: string }>('SELECT address FROM tokens WHERE chain_id = $1', [chain.caipNetworkId])
  return new Set([...configured.filter((a): a is Address => Boolean(a)).map((a) => a.toLowerCase()), ...stored.rows.map((r) => r.address.toLowerCase())])
}

/**
 * Of the receivers a request names, those that are contracts the API does not know as a
 * token or a router (an EIP-7702 delegated account is a person's account, not one of them).
 */
export async function findUnknownContracts(ctx: ApiContext, chain: EvmChain, receivers: readonly Address[]): Promise<Address[]> {
  if (receivers.length === 0) return []
  const known = await knownContracts(ctx, chain)
  const candidates = receivers.filter((r) => !known.has(r.toLowerCase()))
  const codes = await Promise.all(candidates.map((address) => chain.client.getCode({ address }).catch((): Hex | undefined => undefined)))
  return candidates.filter((_, i) => {
    const code = codes[i]
    return code !== undefined && code !== '0x' && !delegation.test(code)
  })
}
