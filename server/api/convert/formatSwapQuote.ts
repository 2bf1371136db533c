import type { EvmChain } from '../chains/EvmChain.js'
import type { SwapGas } from './estimateSwapGas.js'
import type { SwapRoute } from './SwapSource.js'

/** One entry of `GET /v1/convert/quotes`' `quotes` (amounts in smallest units, as strings). */
export interface SwapQuote {
  source: string
  kind: SwapRoute['kind']
  fromAccount: string
  toAccount: string
  fromAmount: string
  toAmount: string
  /** The least received within the slippage (the exact output itself for `exactOut`). */
  minimumReceived: string
  /** The most sold within the slippage (the exact input itself for `exactIn`). */
  maximumSold: string
  /** Percent, as asked (or the default). */
  slippage: number
  /** Percent the trade moves the price, fees left out. */
  priceImpact: number
  /** Percent the pools keep as fees along the path. */
  lpFee: number
  /** CAIP-10 tokens along the route, addresses in lower case. */
  path: string[]
  /** The address a sold ERC-20 must allow (the router). */
  spender: string
  gasPrice: string
  gasEstimate: string
  /** False when the gas is the route's typical use (no user given, or not approved yet). */
  gasEstimated: boolean
  /** gasPrice × gasEstimate, in wei. */
  networkFee: string
}

/** Turns a route, its gas and the gas price into the convert API's quote answer. */
export function formatSwapQuote(chain: EvmChain, route: SwapRoute, gas: SwapGas, gasPrice: bigint, asked: { from: string; to: string }): SwapQuote {
  const exactIn = route.kind === 'exactIn'
  return {
    source: route.source,
    kind: route.kind,
    fromAccount: asked.from,
    toAccount: asked.to,
    fromAmount: route.amountIn.toString(),
    toAmount: route.amountOut.toString(),
    minimumReceived: (exactIn ? route.limit : route.amountOut).toString(),
    maximumSold: (exactIn ? route.amountIn : route.limit).toString(),
    slippage: Number(route.slippageBps) / 100,
    priceImpact: route.priceImpact,
    lpFee: route.lpFeePercent,
    // Lower case, as /v1/convert/tokens and balances spell token addresses.
    path: route.path.map((token) => `${chain.caipNetworkId}:${token.toLowerCase()}`),
    spender: route.spender,
    gasPrice: gasPrice.toString(),
    gasEstimate: gas.gas.toString(),
    gasEstimated: gas.estimated,
    networkFee: (gasPrice * gas.gas).toString(),
  }
}
