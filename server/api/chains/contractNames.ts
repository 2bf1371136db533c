import type { ApiContext } from '../ApiContext.js'
import type { TokenRecord } from '../tokens/TokenRecord.js'
import type { EvmChain } from './EvmChain.js'

/** A contract the API names for people: an exchange (a swap source's spender) or a token. */
export interface ContractName {
  /** `Uniswap V2` for an exchange; the symbol for a token (`DUSD`), the name for a collection of NFTs (`Airlock Pass`). */
  name: string
  kind: 'exchange' | 'token'
}

/** What people call a token's contract: an ERC-20 by its symbol (`DUSD`), a collection of NFTs by its name (`Airlock Pass`). */
export const tokenName = (token: Pick<TokenRecord, 'standard' | 'name' | 'symbol'>): string => (token.standard === 'erc721' ? token.name || token.symbol : token.symbol)

/**
 * The contracts of `chain` the API names, by lower-case address: each swap source's spender
 * (its router, named as the source is, `Uniswap V2`), and the tokens it knows (its
 * configured token and NFT, the swap tokens and the wrapped native currency, and every token
 * the index stored), by `tokenName`. Where a person would see an address (an approval, an
 * allowance, a history entry), the modal shows this name, with the address a press away.
 */
export async function contractNames(ctx: Pick<ApiContext, 'db'>, chain: EvmChain): Promise<Map<string, ContractName>> {
  const names = new Map<string, ContractName>()
  const stored = await ctx.db.query<Pick<TokenRecord, 'address' | 'standard' | 'name' | 'symbol'>>('SELECT address, standard, name, symbol FROM tokens WHERE chain_id = $1', [chain.caipNetworkId])
  for (const row of stored.rows) names.set(row.address.toLowerCase(), { name: tokenName(row), kind: 'token' })
  // Configured tokens not indexed yet are known, though not by name until they are read.
  const { contracts, swaps } = chain.options
  for (const address of [contracts?.token?.address, contracts?.nft?.address, swaps?.uniswapV2.weth, ...(swaps?.tokens ?? []), ...(swaps?.via ?? [])]) {
    if (address && !names.has(address.toLowerCase())) names.set(address.toLowerCase(), { name: '', kind: 'token' })
  }
  for (const source of chain.swapSources) names.set(source.spender.toLowerCase(), { name: source.name, kind: 'exchange' })
  return names
}
