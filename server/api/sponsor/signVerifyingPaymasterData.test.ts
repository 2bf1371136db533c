import { size, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { dummySignature, verifyingPaymasterStub } from './signVerifyingPaymasterData.js'

describe('verifyingPaymasterStub', () => {
  const paymaster = { kind: 'verifying', address: '0x58c1c343c185Aa5CD3c2Cc1c2b7d7bD055F1bf98', entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032', signerPrivateKey: `0x${'11'.repeat(32)}` } as const

  it('default: a validity window and a 65-byte signature, as the VerifyingPaymaster parses them', () => {
    const stub = verifyingPaymasterStub(paymaster)
    expect(stub.paymaster).toBe(paymaster.address)
    expect(size(dummySignature)).toBe(65)
    expect(size(stub.paymasterData)).toBe(64 + 65)
    expect(slice(stub.paymasterData, 64)).toBe(dummySignature)
  })
})
