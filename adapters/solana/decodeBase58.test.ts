import { describe, expect, it } from 'vitest'
import { base58 } from '../../server/devnet/solana/base58.js'
import { decodeBase58 } from './decodeBase58.js'

describe('decodeBase58', () => {
  it("default: a 64-byte signature written by the local chain's codec decodes back", () => {
    const signature = Uint8Array.from({ length: 64 }, (_, index) => (index * 53 + 5) % 256)
    expect(decodeBase58(base58.encode(signature))).toEqual(signature)
  })

  it('rule: each leading "1" is a zero byte', () => {
    expect(decodeBase58('112')).toEqual(new Uint8Array([0, 0, 1]))
    expect(decodeBase58('')).toEqual(new Uint8Array())
  })

  it('error: a character outside the alphabet does not decode', () => {
    expect(() => decodeBase58('0OIl')).toThrow('"0" is not a base58 digit')
  })
})
