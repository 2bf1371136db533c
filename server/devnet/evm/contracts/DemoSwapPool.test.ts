import { parseEther, parseEventLogs, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertErrorName } from '../revertErrorName.js'
import { useContractDevnet } from './useContractDevnet.js'

describe('DemoSwapPool', () => {
  const env = useContractDevnet()
  const address = (index: number) => env.devnet.accounts[index]!.address
  const quote = (amountIn: bigint, ethToToken: boolean) =>
    env.clients.publicClient.readContract({ ...env.devnet.contracts.pool, functionName: 'getAmountOut', args: [amountIn, ethToToken] })
  const dusdOf = (owner: `0x${string}`) =>
    env.clients.publicClient.readContract({ ...env.devnet.contracts.token, functionName: 'balanceOf', args: [owner] })

  it('default', async () => {
    const pool = env.devnet.contracts.pool
    expect(await env.clients.publicClient.readContract({ ...pool, functionName: 'token' })).toBe(env.devnet.contracts.token.address)
    // 1 ETH into 100 ETH : 300,000 DUSD, less the 0.3% fee: a little under 2,970 DUSD.
    const out = await quote(parseEther('1'), true)
    expect(out).toBe((parseEther('1') * 997n * parseUnits('300000', 6)) / (parseEther('100') * 1000n + parseEther('1') * 997n))
    expect(out > parseUnits('2960', 6) && out < parseUnits('2970', 6)).toBe(true)
  })

  it('behavior: ETH → DUSD pays exactly the quote and emits Swap', async () => {
    const amountIn = parseEther('0.5')
    const expected = await quote(amountIn, true)
    const before = await dusdOf(address(1))
    const hash = await env.clients.wallet(1).writeContract({
      ...env.devnet.contracts.pool, functionName: 'swapExactEthForTokens', args: [expected, address(1)], value: amountIn,
    })
    expect(await dusdOf(address(1))).toBe(before + expected)
    const receipt = await env.clients.publicClient.getTransactionReceipt({ hash })
    const [swap] = parseEventLogs({ abi: env.devnet.contracts.pool.abi, eventName: 'Swap', logs: receipt.logs })
    expect(swap?.args).toEqual({ sender: address(1), to: address(1), ethToToken: true, amountIn, amountOut: expected })
    const [ethReserve] = await env.clients.publicClient.readContract({ ...env.devnet.contracts.pool, functionName: 'reserves' })
    expect(ethReserve).toBe(parseEther('100.5'))
  })

  it('behavior: DUSD → ETH pulls the approved tokens and pays exactly the quote', async () => {
    const amountIn = parseUnits('1500', 6)
    // A fresh address, so its balance is the payout alone with no gas taken from it.
    const recipient = '0x000000000000000000000000000000000000a1c0'
    await env.clients.wallet(2).writeContract({
      ...env.devnet.contracts.token, functionName: 'approve', args: [env.devnet.contracts.pool.address, amountIn],
    })
    const expected = await quote(amountIn, false)
    const before = await dusdOf(address(2))
    await env.clients.wallet(2).writeContract({
      ...env.devnet.contracts.pool, functionName: 'swapExactTokensForEth', args: [amountIn, expected, recipient],
    })
    expect(await env.clients.publicClient.getBalance({ address: recipient })).toBe(expected)
    expect(await dusdOf(address(2))).toBe(before - amountIn)
  })

  it('error: a quote that moved below minOut reverts with InsufficientOutput', async () => {
    const amountIn = parseEther('1')
    const minOut = (await quote(amountIn, true)) + 1n
    const call = env.clients.wallet(3).writeContract({
      ...env.devnet.contracts.pool, functionName: 'swapExactEthForTokens', args: [minOut, address(3)], value: amountIn,
    })
    expect(await revertErrorName(call)).toBe('InsufficientOutput')
  })

  it('error: selling DUSD without an allowance reverts with InsufficientAllowance', async () => {
    const call = env.clients.wallet(4).writeContract({
      ...env.devnet.contracts.pool, functionName: 'swapExactTokensForEth', args: [parseUnits('10', 6), 0n, address(4)],
    })
    // The token raises it; the pool lets it through unchanged.
    expect(await revertErrorName(call, env.devnet.contracts.token.abi)).toBe('InsufficientAllowance')
  })

  it('error: a zero amount reverts with ZeroAmount', async () => {
    expect(await revertErrorName(quote(0n, true))).toBe('ZeroAmount')
  })
})
