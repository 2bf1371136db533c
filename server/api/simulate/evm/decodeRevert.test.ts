import { describe, expect, it } from 'vitest'
import { encodeErrorResult, parseAbi } from 'viem'
import { decodeRevert } from './decodeRevert.js'

describe('decodeRevert', () => {
  it('default: Error(string) gives its reason', () => {
    const data = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['UniswapV2: K'] })
    expect(decodeRevert(data, 'execution reverted', 0)).toEqual({ kind: 'error', reason: 'UniswapV2: K', call: 0 })
  })

  it('behavior: Panic gives its code in hex; a known custom error its name and arguments', () => {
    const panic = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] })
    expect(decodeRevert(panic, undefined, 2)).toEqual({ kind: 'panic', reason: '0x11', call: 2 })
    const custom = encodeErrorResult({ abi: parseAbi(['error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)']), errorName: 'ERC20InsufficientAllowance', args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n, 2n] })
    expect(decodeRevert(custom, undefined, 0).reason).toBe('ERC20InsufficientAllowance(spender: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8, allowance: 1, needed: 2)')
  })

  it('error: an unknown custom error is its selector; no data is the node\'s own words', () => {
    expect(decodeRevert('0xdeadbeef00', undefined, 1)).toEqual({ kind: 'raw', reason: '0xdeadbeef', call: 1 })
    expect(decodeRevert(undefined, 'out of gas', 0)).toEqual({ kind: 'other', reason: 'out of gas', call: 0 })
    expect(decodeRevert('0x', undefined, 0)).toEqual({ kind: 'other', reason: 'execution reverted', call: 0 })
  })
})
