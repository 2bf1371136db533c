import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAccountCalls } from './decodeAccountCalls.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, 5n] })
const v07 = parseAbi(['function executeBatch(address[] dest, uint256[] value, bytes[] func)'])
const v08 = parseAbi(['function execute(address target, uint256 value, bytes data)', 'function executeBatch((address target, uint256 value, bytes data)[] calls)'])

describe('decodeAccountCalls', () => {
  it('default: one execute call', () => {
    const callData = encodeFunctionData({ abi: v08, functionName: 'execute', args: [spender, 7n, '0x'] })
    expect(decodeAccountCalls(callData)).toEqual([{ to: spender, value: 7n, data: '0x' }])
  })

  it('behavior: a 0.8 batch (SimpleAccount, Simple7702Account) lists every call', () => {
    const callData = encodeFunctionData({ abi: v08, functionName: 'executeBatch', args: [[{ target: token, value: 0n, data: approve }, { target: token, value: 0n, data: transfer }]] })
    expect(decodeAccountCalls(callData)).toEqual([{ to: token, value: 0n, data: approve }, { to: token, value: 0n, data: transfer }])
  })

  it('behavior: a 0.7 batch without values sends none', () => {
    const callData = encodeFunctionData({ abi: v07, functionName: 'executeBatch', args: [[token, spender], [], [approve, '0x']] })
    expect(decodeAccountCalls(callData)).toEqual([{ to: token, value: 0n, data: approve }, { to: spender, value: 0n, data: '0x' }])
  })

  it('error: call data of another shape is not decoded', () => {
    expect(decodeAccountCalls(transfer)).toBeUndefined()
    expect(decodeAccountCalls('0x')).toBeUndefined()
    const mismatched = encodeFunctionData({ abi: v07, functionName: 'executeBatch', args: [[token, spender], [1n], [approve, '0x']] })
    expect(decodeAccountCalls(mismatched)).toBeUndefined()
  })
})
