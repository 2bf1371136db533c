import { zeroAddress, type Address, type PublicClient } from 'viem'
import type { HopReserves } from './getAmountOut.js'
import { uniswapV2FactoryAbi } from './uniswapV2FactoryAbi.js'
import { uniswapV2PairAbi } from './uniswapV2PairAbi.js'

/** Finds pair addresses; a pair once created never moves, so found ones may be remembered. */
export type PairLookup = (a: Address, b: Address) => Promise<Address | undefined>

/** A {@link PairLookup} over a factory's `getPair`, remembering the pairs that exist. */
export function createPairLookup(client: PublicClient, factory: () => Promise<Address>): PairLookup {
  const known = new Map<string, Address>()
  return async (a, b) => {
    const key = [a.toLowerCase(), b.toLowerCase()].sort().join(':')
    const cached = known.get(key)
    if (cached) return cached
    const pair = await client.readContract({ address: await factory(), abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a, b] })
    if (pair === zeroAddress) return undefined
    known.set(key, pair)
    return pair
  }
}

/**
 * The reserves of each pool along `path`, oriented in the direction of travel, read at
 * `blockNumber` so they match the router's amounts read at the same block. A pair sorts its
 * tokens by address (token0 the lower), which gives the orientation without asking it.
 */
export async function readHopReserves(
  client: PublicClient, pairOf: PairLookup, path: readonly Address[], blockNumber: bigint,
): Promise<HopReserves[]> {
  return Promise.all(path.slice(1).map(async (to, i) => {
    const from = path[i]!
    const pair = await pairOf(from, to)
    if (!pair) throw new Error(`No Uniswap V2 pair for ${from}/${to}`)
    const [r0, r1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves', blockNumber })
    return BigInt(from.toLowerCase()) < BigInt(to.toLowerCase()) ? { reserveIn: r0, reserveOut: r1 } : { reserveIn: r1, reserveOut: r0 }
  }))
}
