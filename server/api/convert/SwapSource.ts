import type { Address, Hex } from 'viem'

/** Which side of a swap is fixed: the amount sold (exact input) or the amount bought. */
export type SwapKind = 'exactIn' | 'exactOut'

/** A swap to price: two tokens on one chain and the fixed amount. */
export interface SwapRequest {
  /** The chain to swap on, by the sources it offers (an `EvmChain`). */
  chain: { readonly swapSources: readonly SwapSource[] }
  /** The token sold; `NATIVE_TOKEN` for the native currency. */
  from: Address
  /** The token bought; `NATIVE_TOKEN` for the native currency. */
  to: Address
  kind: SwapKind
  /** The exact input (`exactIn`) or exact output (`exactOut`), in smallest units. */
  amount: bigint
  /** Slippage tolerance in basis points (50 = 0.5 %). */
  slippageBps: bigint
}

/** What a source offers for a {@link SwapRequest}. */
export interface SwapRoute {
  /** The source's id, e.g. `uniswap-v2`. */
  source: string
  kind: SwapKind
  from: Address
  to: Address
  amountIn: bigint
  amountOut: bigint
  /** The least received (`exactIn`) or the most sold (`exactOut`) within the slippage. */
  limit: bigint
  slippageBps: bigint
  /** The tokens the route passes through, ends included (the wrapped native currency where it trades). */
  path: Address[]
  /** How much the trade moves the price, in percent, fees left out. */
  priceImpact: number
  /** The liquidity providers' fees along the route, in percent. */
  lpFeePercent: number
  /** The contract a sold ERC-20 must allow: the router (or an aggregator's spender). */
  spender: Address
  /** Gas a swap along this route typically uses, for when it cannot be estimated. */
  typicalGas: bigint
}

/** A contract call that carries out a route. */
export interface SwapCall {
  to: Address
  data: Hex
  value: bigint
}

/**
 * Where quotes and swap calls come from. Uniswap V2 (`createUniswapV2Source`) is one; an
 * aggregator can be another behind the same interface, and the convert endpoints take the
 * best route any source of the chain offers.
 */
export interface SwapSource {
  readonly id: string
  /** What people know the source as (`Uniswap V2`): its spender is named so in approvals and activity. */
  readonly name: string
  /** The contract that spends an ERC-20 sold through this source, for allowances and approvals. */
  readonly spender: Address
  /** Prices the request; throws an `INSUFFICIENT_LIQUIDITY` ApiError when no route exists. */
  quote(request: SwapRequest): Promise<SwapRoute>
  /** The call that makes `route` pay `recipient`, reverting after `deadline` (unix seconds). */
  buildCall(route: SwapRoute, options: { recipient: Address; deadline: bigint }): Promise<SwapCall>
  /** Native currency per whole `token` at the source's mid price; undefined where it has none. */
  nativePrice?(token: Address, decimals: number): Promise<number | undefined>
}
