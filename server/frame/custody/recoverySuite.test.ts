import { describe, expect, test } from 'vitest'
import { createRecoveryKey, recoveryKeyId, recoveryPublicKey } from './recoverySuite.js'

describe('recoverySuite', () => {
  test('behavior: the public key and its id follow from the private key', () => {
    const operator = createRecoveryKey()
    expect(recoveryPublicKey(operator.privateKey)).toBe(operator.publicKey)
    expect(recoveryKeyId(operator.publicKey)).toMatch(/^[0-9a-f]{16}$/)
  })

  test('error: a malformed recovery key is refused with a message naming it', () => {
    expect(() => recoveryPublicKey('AAAA')).toThrow('recovery key')
    expect(() => recoveryPublicKey('not base64!')).toThrow()
  })
})
