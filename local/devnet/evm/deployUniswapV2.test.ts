import { maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { useContractDevnet } from './contracts/useContractDevnet.js'
import { revertReason } from './revertReason.js'

describe('deployUniswapV2', () => {
  const env = useContractDevnet()
  const me = () => env.devnet.accounts[3]!.address
  const path = () => [env.devnet.contracts.token.address, env.devnet.contracts.uniswap.weth.address, env.devnet.contracts.gold.address]

  it('default: Router02 swaps DUSD → WETH → DGLD through both pools, paying what getAmountsOut quoted', async () => {
    const { token, gold, uniswap } = env.devnet.contracts
    const { publicClient, wallet } = env.clients
    const amountIn = parseUnits('3000', 6)
    const amounts = await publicClient.readContract({ ...uniswap.router, functionName: 'getAmountsOut', args: [amountIn, path()] })
    // 3,000 DUSD ≈ 1 ETH ≈ 2 DGLD, less two 0.3% fees and the price moved in each pool.
    expect(amounts[2]! > parseUnits('1.9', 18) && amounts[2]! < parseUnits('2', 18)).toBe(true)
    await wallet(3).writeContract({ ...token, functionName: 'approve', args: [uniswap.router.address, amountIn] })
    await wallet(3).writeContract({ ...uniswap.router, functionName: 'swapExactTokensForTokens', args: [amountIn, amounts[2]!, path(), me(), maxUint256] })
    expect(await publicClient.readContract({ ...gold, functionName: 'balanceOf', args: [me()] })).toBe(amounts[2])
  })

  it('error: a swap whose output falls below its minimum reverts', async () => {
    const { token, uniswap } = env.devnet.contracts
    const amountIn = parseUnits('10', 6)
    const amounts = await env.clients.publicClient.readContract({ ...uniswap.router, functionName: 'getAmountsOut', args: [amountIn, path()] })
    await env.clients.wallet(3).writeContract({ ...token, functionName: 'approve', args: [uniswap.router.address, amountIn] })
    const swap = env.clients.wallet(3).writeContract({
      ...uniswap.router, functionName: 'swapExactTokensForTokens', args: [amountIn, amounts[2]! + 1n, path(), me(), maxUint256],
    })
    expect(await revertReason(swap)).toBe('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
  })
})
