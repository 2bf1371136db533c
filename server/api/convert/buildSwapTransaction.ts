import { encodeFunctionData, type Address, type Hex } from 'viem'
import { swapPoolAbi } from './swapPoolAbi.js'
import type { ResolvedSwap } from './resolveSwap.js'

// Used when estimation is off or fails (a token sale before its approval is mined).
const FALLBACK_GAS = 250_000n

/** A transaction ready for the wallet, in the convert API's shape. */
export interface SwapTransaction {
  from: Address
  to: Address
  data: Hex
  value: string
  eip155: { gas: string; gasPrice: string }
}

/**
 * Builds the pool call for a swap of `amount` (smallest units) with `slippage` percent
 * tolerance: the minimum output is the current quote less that share.
 */
export async function buildSwapTransaction(
  swap: ResolvedSwap, req: { user: Address; amount: bigint; slippage: number; estimate: boolean },
): Promise<SwapTransaction> {
  const client = swap.chain.client
  const quote = await client.readContract({ address: swap.pool, abi: swapPoolAbi, functionName: 'getAmountOut', args: [req.amount, swap.ethToToken] })
  const minOut = (quote * BigInt(Math.round((100 - req.slippage) * 100))) / 10_000n
  const data = swap.ethToToken
    ? encodeFunctionData({ abi: swapPoolAbi, functionName: 'swapExactEthForTokens', args: [minOut, req.user] })
    : encodeFunctionData({ abi: swapPoolAbi, functionName: 'swapExactTokensForEth', args: [req.amount, minOut, req.user] })
  const value = swap.ethToToken ? req.amount : 0n
  const gasPrice = await client.getGasPrice()
  let gas = FALLBACK_GAS
  if (req.estimate) {
    gas = await client.estimateGas({ account: req.user, to: swap.pool, data, value }).then((g) => (g * 12n) / 10n, () => FALLBACK_GAS)
  }
  return { from: req.user, to: swap.pool, data, value: value.toString(), eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } }
}
