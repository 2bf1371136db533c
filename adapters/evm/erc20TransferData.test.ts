import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20TransferData } from './erc20TransferData.js'

describe('erc20TransferData', () => {
  it('default: encodes transfer(to, value) as the standard ERC-20 ABI decodes it', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const data = erc20TransferData(to, 1_500_000n)
    expect(data.slice(0, 10)).toBe('0xa9059cbb')
    expect(decodeFunctionData({ abi: erc20Abi, data })).toEqual({ functionName: 'transfer', args: [to, 1_500_000n] })
  })

  it('error: a malformed recipient is refused before reaching a wallet', () => {
    expect(() => erc20TransferData('0x1234', 1n)).toThrow()
  })
})
