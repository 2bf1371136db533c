import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58 } from './base58.js'

describe('base58', () => {
  it('default: encodes keys exactly as web3.js does and decodes them back', () => {
    const key = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    expect(base58.encode(key.toBytes())).toBe(key.toBase58())
    expect(base58.decode(key.toBase58())).toEqual(key.toBytes())
  })

  it('behavior: leading zero bytes become leading 1s and round-trip', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255])
    expect(base58.encode(bytes).startsWith('11')).toBe(true)
    expect(base58.decode(base58.encode(bytes))).toEqual(bytes)
    expect(base58.encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58.encode(new Uint8Array())).toBe('')
  })

  it('error: a character outside the alphabet throws', () => {
    expect(() => base58.decode('0OIl')).toThrow(/Non-base58 character/)
  })
})
