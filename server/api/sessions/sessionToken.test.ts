import { describe, expect, test } from 'vitest'
import { signSessionToken, verifySessionToken } from './sessionToken.js'

const claims = { sub: 's1', aud: 'p1', iat: 1000, nbf: 1000, exp: 2000 }

describe('sessionToken', () => {
  test('default: a token verifies inside its window', () => {
    expect(verifySessionToken(signSessionToken(claims, 'k'), 'k', 1500)).toMatchObject({ sub: 's1', aud: 'p1' })
  })

  test('SPEC §8: a token before nbf is "not yet valid"', () => {
    expect(() => verifySessionToken(signSessionToken(claims, 'k'), 'k', 999)).toThrow('JWT validation error: JWT Token is not yet valid')
  })

  test('error: expired, re-signed and tampered tokens are refused', () => {
    const token = signSessionToken(claims, 'k')
    expect(() => verifySessionToken(token, 'k', 2000)).toThrow('expired')
    expect(() => verifySessionToken(token, 'other', 1500)).toThrow('invalid token')
    const [h, , s] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, nbf: 0 })).toString('base64url')
    expect(() => verifySessionToken(`${h}.${forged}.${s}`, 'k', 500)).toThrow('invalid token')
  })
})
