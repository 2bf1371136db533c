import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58 } from '../../server/devnet/solana/base58.js'
import { encodeBase58 } from './encodeBase58.js'

describe('encodeBase58', () => {
  it('default: a public key encodes as web3.js writes it', () => {
    const { publicKey } = Keypair.generate()
    expect(encodeBase58(publicKey.toBytes())).toBe(publicKey.toBase58())
  })

  it('rule: each leading zero byte is a leading "1", and nothing is empty', () => {
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it("rule: a 64-byte signature decodes back with the local chain's codec", () => {
    const signature = Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256)
    expect(base58.decode(encodeBase58(signature))).toEqual(signature)
  })
})
