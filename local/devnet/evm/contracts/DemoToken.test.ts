import { parseEventLogs, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertErrorName } from '../revertErrorName.js'
import { useContractDevnet } from './useContractDevnet.js'

describe('DemoToken', () => {
  const env = useContractDevnet()
  const address = (index: number) => env.devnet.accounts[index]!.address
  const balanceOf = (index: number) =>
    env.clients.publicClient.readContract({ ...env.devnet.contracts.token, functionName: 'balanceOf', args: [address(index)] })

  it('default', async () => {
    const token = env.devnet.contracts.token
    const read = env.clients.publicClient.readContract
    expect(await read({ ...token, functionName: 'name' })).toBe('Demo USD')
    expect(await read({ ...token, functionName: 'symbol' })).toBe('DUSD')
    expect(await read({ ...token, functionName: 'decimals' })).toBe(6)
    expect(await read({ ...token, functionName: 'owner' })).toBe(address(0))
    // Ten accounts plus the DUSD/WETH pool's reserve.
    expect(await read({ ...token, functionName: 'totalSupply' })).toBe(parseUnits('400000', 6))
    const gold = env.devnet.contracts.gold
    expect([await read({ ...gold, functionName: 'symbol' }), await read({ ...gold, functionName: 'decimals' })]).toEqual(['DGLD', 18])
  })

  it('behavior: transfer moves the amount and emits Transfer', async () => {
    const amount = parseUnits('12.5', 6)
    const [before1, before2] = [await balanceOf(1), await balanceOf(2)]
    const hash = await env.clients.wallet(1).writeContract({
      ...env.devnet.contracts.token, functionName: 'transfer', args: [address(2), amount],
    })
    const receipt = await env.clients.publicClient.getTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: env.devnet.contracts.token.abi, eventName: 'Transfer', logs: receipt.logs })
    expect(event?.address.toLowerCase()).toBe(env.devnet.contracts.token.address.toLowerCase())
    expect(event?.args).toEqual({ from: address(1), to: address(2), value: amount })
    expect([await balanceOf(1), await balanceOf(2)]).toEqual([before1 - amount, before2 + amount])
  })

  it('behavior: transferFrom spends the allowance approve granted', async () => {
    const token = env.devnet.contracts.token
    await env.clients.wallet(3).writeContract({ ...token, functionName: 'approve', args: [address(4), 100n] })
    await env.clients.wallet(4).writeContract({ ...token, functionName: 'transferFrom', args: [address(3), address(5), 60n] })
    const left = await env.clients.publicClient.readContract({ ...token, functionName: 'allowance', args: [address(3), address(4)] })
    expect(left).toBe(40n)
    expect(await balanceOf(5)).toBe(parseUnits('10000', 6) + 60n)
  })

  it('error: transfer beyond the balance reverts with InsufficientBalance', async () => {
    const tooMuch = (await balanceOf(6)) + 1n
    const call = env.clients.wallet(6).writeContract({
      ...env.devnet.contracts.token, functionName: 'transfer', args: [address(7), tooMuch],
    })
    expect(await revertErrorName(call)).toBe('InsufficientBalance')
  })

  it('error: transferFrom beyond the allowance reverts with InsufficientAllowance', async () => {
    const call = env.clients.wallet(8).writeContract({
      ...env.devnet.contracts.token, functionName: 'transferFrom', args: [address(6), address(8), 1n],
    })
    expect(await revertErrorName(call)).toBe('InsufficientAllowance')
  })

  it('error: only the deployer may mint', async () => {
    const call = env.clients.wallet(1).writeContract({ ...env.devnet.contracts.token, functionName: 'mint', args: [address(1), 1n] })
    expect(await revertErrorName(call)).toBe('NotOwner')
  })
})
