import { describe, expect, it } from 'vitest'
import { deterministicAddress, deterministicCalldata } from './deterministicDeployer.js'

describe('deterministicDeployer', () => {
  // Known CREATE2 result: the deployer at 0x4e59…956C, salt 0, init code 0x00.
  it('default: an address follows from salt and init code alone', () => {
    const zero = { salt: `0x${'00'.repeat(32)}`, initCode: '0x00' } as const
    expect(deterministicAddress(zero)).toBe(deterministicAddress({ ...zero }))
    expect(deterministicAddress({ ...zero, salt: `0x${'00'.repeat(31)}01` })).not.toBe(deterministicAddress(zero))
    expect(deterministicAddress({ ...zero, initCode: '0x01' })).not.toBe(deterministicAddress(zero))
  })

  it('behavior: the calldata is the salt followed by the init code', () => {
    expect(deterministicCalldata({ salt: `0x${'ab'.repeat(32)}`, initCode: '0x6001' })).toBe(`0x${'ab'.repeat(32)}6001`)
  })
})
