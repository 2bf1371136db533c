import type { Address, PublicClient } from 'viem'
import { insufficientLiquidityError } from '../swapErrors.js'
import { maximumSold, minimumReceived } from '../applySlippage.js'
import { isNativeToken } from '../nativeToken.js'
import type { SwapConfig } from '../SwapConfig.js'
import type { SwapRequest, SwapRoute, SwapSource } from '../SwapSource.js'
import { candidatePaths } from './candidatePaths.js'
import { chooseBestRoute, type PricedPath } from './chooseBestRoute.js'
import { encodeSwapCall } from './encodeSwapCall.js'
import { isContractRevert } from './isContractRevert.js'
import { lpFeePercent, priceImpact } from './priceImpact.js'
import { createPairLookup, readHopReserves } from './readHopReserves.js'
import { typicalSwapGas } from './typicalSwapGas.js'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

/**
 * Quotes and builds swaps on a chain's Uniswap V2 Router02: the router prices the direct
 * pool and one hop through each `via` token (`getAmountsOut`, or `getAmountsIn` for an exact
 * output) at one block, the best path wins, and the pools' reserves at that block give the
 * price impact. The same code serves the local chain, mainnet, Base or any chain with the
 * router, given its address and WETH's.
 */
export function createUniswapV2Source(client: PublicClient, config: SwapConfig): SwapSource {
  const { router, weth } = config.uniswapV2
  const via = config.via ?? [weth]
  let factory: Promise<Address> | undefined
  const factoryAddress = () => (factory ??= client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'factory' })
    .catch((error: unknown) => {
      factory = undefined
      throw error
    }))
  const pairOf = createPairLookup(client, factoryAddress)
  const wrapped = (token: Address) => (isNativeToken(token) ? weth : token)

  const price = async (path: Address[], request: SwapRequest, blockNumber: bigint): Promise<PricedPath | undefined> => {
    const functionName = request.kind === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn'
    try {
      const amounts = await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName, args: [request.amount, path], blockNumber })
      return { path, amounts: [...amounts] }
    } catch (error) {
      // A path with a missing or too shallow pool reverts; anything else is a real failure.
      if (isContractRevert(error)) return undefined
      throw error
    }
  }

  return {
    id: 'uniswap-v2',
    name: 'Uniswap V2',
    spender: router,
    async quote(request): Promise<SwapRoute> {
      // Uncached: viem keeps a block number for seconds by default, which would quote a past state.
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
      const paths = candidatePaths(wrapped(request.from), wrapped(request.to), via)
      const priced = (await Promise.all(paths.map((path) => price(path, request, blockNumber)))).filter((p) => p !== undefined)
      const best = chooseBestRoute(priced, request.kind)
      const amountIn = best?.amounts[0] ?? 0n
      const amountOut = best?.amounts.at(-1) ?? 0n
      if (!best || amountIn === 0n || amountOut === 0n) throw insufficientLiquidityError()
      const hops = await readHopReserves(client, pairOf, best.path, blockNumber)
      return {
        source: 'uniswap-v2',
        kind: request.kind,
        from: request.from,
        to: request.to,
        amountIn,
        amountOut,
        limit: request.kind === 'exactIn' ? minimumReceived(amountOut, request.slippageBps) : maximumSold(amountIn, request.slippageBps),
        slippageBps: request.slippageBps,
        path: best.path,
        priceImpact: priceImpact(amountIn, amountOut, hops),
        lpFeePercent: lpFeePercent(hops.length),
        spender: router,
        typicalGas: typicalSwapGas(hops.length),
      }
    },
    async buildCall(route, { recipient, deadline }) {
      return { to: router, ...encodeSwapCall(route, recipient, deadline) }
    },
    async nativePrice(token, decimals) {
      if (isNativeToken(token) || token.toLowerCase() === weth.toLowerCase()) return 1
      if (!(await pairOf(token, weth))) return undefined
      const [hop] = await readHopReserves(client, pairOf, [token, weth], await client.getBlockNumber({ cacheTime: 0 }))
      if (!hop || hop.reserveIn === 0n) return undefined
      // WETH per whole token: (reserveWeth / 1e18) / (reserveToken / 10^decimals).
      return (Number(hop.reserveOut) / 1e18) / (Number(hop.reserveIn) / 10 ** decimals)
    },
  }
}
