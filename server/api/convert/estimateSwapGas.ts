import type { Address, PublicClient } from 'viem'
import type { SwapCall, SwapRoute } from './SwapSource.js'

/** A gas figure for a swap and where it came from. */
export interface SwapGas {
  /** What the node estimated, or the route's typical use when it could not. */
  gas: bigint
  estimated: boolean
}

/**
 * Asks the node what `call` from `user` would use. A swap whose sold token is not approved
 * yet (or whose balance is short) cannot be estimated: the route's typical gas stands in.
 */
export async function estimateSwapGas(client: PublicClient, call: SwapCall, user: Address, route: SwapRoute): Promise<SwapGas> {
  try {
    return { gas: await client.estimateGas({ account: user, to: call.to, data: call.data, value: call.value }), estimated: true }
  } catch {
    return { gas: route.typicalGas, estimated: false }
  }
}
