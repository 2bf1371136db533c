import { encodeFunctionData, type Address, type Hex } from 'viem'
import { isNativeToken } from '../nativeToken.js'
import type { SwapRoute } from '../SwapSource.js'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

/**
 * The Router02 call for a route: one of its six swap functions, chosen by which side is
 * fixed and whether the native currency is sold or bought (the router wraps and unwraps it).
 * `value` is what the transaction sends: the input, or for an exact output its maximum
 * (the router refunds what it did not use).
 */
export function encodeSwapCall(route: SwapRoute, recipient: Address, deadline: bigint): { data: Hex; value: bigint } {
  const { path, limit } = route
  const nativeIn = isNativeToken(route.from)
  const nativeOut = isNativeToken(route.to)
  const encode = (data: Hex, value = 0n) => ({ data, value })
  const abi = uniswapV2RouterAbi
  if (route.kind === 'exactIn') {
    if (nativeIn) return encode(encodeFunctionData({ abi, functionName: 'swapExactETHForTokens', args: [limit, path, recipient, deadline] }), route.amountIn)
    const functionName = nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
    return encode(encodeFunctionData({ abi, functionName, args: [route.amountIn, limit, path, recipient, deadline] }))
  }
  if (nativeIn) return encode(encodeFunctionData({ abi, functionName: 'swapETHForExactTokens', args: [route.amountOut, path, recipient, deadline] }), limit)
  const functionName = nativeOut ? 'swapTokensForExactETH' : 'swapTokensForExactTokens'
  return encode(encodeFunctionData({ abi, functionName, args: [route.amountOut, limit, path, recipient, deadline] }))
}
