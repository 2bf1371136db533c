import { decodeFunctionData, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN } from '../nativeToken.js'
import type { SwapRoute } from '../SwapSource.js'
import { encodeSwapCall } from './encodeSwapCall.js'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

const [TOKEN, WETH, OTHER, ME] = ['0x5FbDB2315678afecb367f032d93F642f64180aa3', '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] as const
const route = (kind: SwapRoute['kind'], from: Address, to: Address, path: Address[]): SwapRoute => ({
  source: 'uniswap-v2', kind, from, to, amountIn: 100n, amountOut: 90n, limit: kind === 'exactIn' ? 89n : 101n, slippageBps: 50n,
  path, priceImpact: 0, lpFeePercent: 0.3, spender: WETH, typicalGas: 170_000n,
})
const decode = (r: SwapRoute) => {
  const { data, value } = encodeSwapCall(r, ME, 1_000n)
  const { functionName, args } = decodeFunctionData({ abi: uniswapV2RouterAbi, data })
  return { functionName, args, value }
}

describe('encodeSwapCall', () => {
  test('default: selling exact ETH sends it as value with the minimum received', () => {
    expect(decode(route('exactIn', NATIVE_TOKEN, TOKEN, [WETH, TOKEN]))).toEqual({
      functionName: 'swapExactETHForTokens', args: [89n, [WETH, TOKEN], ME, 1_000n], value: 100n,
    })
  })

  test('behavior: each side and native end picks its Router02 function', () => {
    expect(decode(route('exactIn', TOKEN, NATIVE_TOKEN, [TOKEN, WETH]))).toMatchObject({ functionName: 'swapExactTokensForETH', args: [100n, 89n, [TOKEN, WETH], ME, 1_000n], value: 0n })
    expect(decode(route('exactIn', TOKEN, OTHER, [TOKEN, WETH, OTHER]))).toMatchObject({ functionName: 'swapExactTokensForTokens', args: [100n, 89n, [TOKEN, WETH, OTHER], ME, 1_000n] })
    // An exact output paid in ETH sends the maximum; the router refunds the rest.
    expect(decode(route('exactOut', NATIVE_TOKEN, TOKEN, [WETH, TOKEN]))).toEqual({ functionName: 'swapETHForExactTokens', args: [90n, [WETH, TOKEN], ME, 1_000n], value: 101n })
    expect(decode(route('exactOut', TOKEN, NATIVE_TOKEN, [TOKEN, WETH]))).toMatchObject({ functionName: 'swapTokensForExactETH', args: [90n, 101n, [TOKEN, WETH], ME, 1_000n], value: 0n })
    expect(decode(route('exactOut', TOKEN, OTHER, [TOKEN, WETH, OTHER]))).toMatchObject({ functionName: 'swapTokensForExactTokens', args: [90n, 101n, [TOKEN, WETH, OTHER], ME, 1_000n] })
  })
})
