import { erc721Abi, formatUnits, type Address } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { readPoolPrice } from '../prices/readPoolPrice.js'
import { readPrices } from '../prices/readPrices.js'
import { ensureToken } from '../tokens/ensureToken.js'
import type { SimulatedAsset, SimulatedChange } from '../../../services/simulation/Simulation.js'

/** An EVM asset to describe: the native currency, or a token contract of a standard. */
export type EvmAssetRef = { standard: 'native' } | { standard: 'erc20' | 'erc721' | 'erc1155'; token: Address }

/** The image the API serves for a token symbol (a monogram for one the set lacks). */
export const tokenLogo = (ctx: ApiContext, symbol: string) => `${ctx.publicUrl()}/public/getTokenImage/${encodeURIComponent(symbol)}`

async function readErc1155Names(chain: EvmChain, token: Address): Promise<{ name: string; symbol: string }> {
  // ERC-1155 has no name or symbol in its standard; many collections add ERC-721's.
  const read = (functionName: 'name' | 'symbol') => chain.client.readContract({ address: token, abi: erc721Abi, functionName }).catch(() => undefined)
  const [name, symbol] = await Promise.all([read('name'), read('symbol')])
  return { name: name ?? 'ERC-1155', symbol: symbol ?? 'ERC-1155' }
}

/**
 * Describes assets for people: symbol, name, decimals (the token table, read from the contract
 * the first time), the API's logo, and the USD price of fungible ones from the price table or,
 * for a token it lacks, the chain's swap pools.
 */
export async function describeEvmAssets(ctx: ApiContext, chain: EvmChain, refs: readonly EvmAssetRef[]): Promise<SimulatedAsset[]> {
  const named = await Promise.all(refs.map(async (ref) => {
    if (ref.standard === 'native') return { standard: 'native' as const, symbol: 'ETH', name: 'Ether', decimals: 18 }
    const address = `${chain.caipNetworkId}:${ref.token}`
    if (ref.standard === 'erc1155') return { standard: ref.standard, address, decimals: 0, ...(await readErc1155Names(chain, ref.token)) }
    const token = await ensureToken(ctx.db, chain, ref.token, ref.standard)
    return { standard: ref.standard, address, symbol: token.symbol, name: token.name, decimals: ref.standard === 'erc20' ? token.decimals : 0 }
  }))
  const prices = await readPrices(ctx.db, named.filter((a) => a.standard === 'native' || a.standard === 'erc20').map((a) => a.symbol))
  return Promise.all(named.map(async (asset): Promise<SimulatedAsset> => {
    const fungible = asset.standard === 'native' || asset.standard === 'erc20'
    const usd = !fungible ? undefined : prices.get(asset.symbol.toUpperCase())?.usd ?? (asset.address ? (await readPoolPrice(ctx, asset.address).catch(() => undefined))?.usd : undefined)
    return { ...asset, logoUri: tokenLogo(ctx, asset.symbol), ...(usd !== undefined && { usdPrice: usd }) }
  }))
}

/** A change of `amount` base units, with its dollar value where the asset is priced. */
export function toChange(asset: SimulatedAsset, amount: bigint, tokenId?: bigint): SimulatedChange {
  const usd = asset.usdPrice === undefined ? undefined : Number(formatUnits(amount, asset.decimals)) * asset.usdPrice
  return { asset, amount: amount.toString(), ...(tokenId !== undefined && { tokenId: tokenId.toString() }), ...(usd !== undefined && { usd }) }
}
