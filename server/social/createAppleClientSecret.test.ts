import { generateKeyPairSync } from 'node:crypto'
import { createLocalJWKSet, exportJWK, importSPKI, jwtVerify, decodeProtectedHeader } from 'jose'
import { describe, expect, test } from 'vitest'
import { createAppleClientSecret } from './createAppleClientSecret.js'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
const options = { teamId: 'TEAM123456', keyId: 'KEY1234567', clientId: 'com.example.web', privateKey: pem }

describe('createAppleClientSecret', () => {
  test('default: an ES256 JWT for appleid.apple.com from the team, for the client, signed by the key', async () => {
    const jwt = await createAppleClientSecret(options)()
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    const key = await importSPKI(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'ES256')
    const { payload } = await jwtVerify(jwt, key, { issuer: 'TEAM123456', audience: 'https://appleid.apple.com', subject: 'com.example.web' })
    expect(payload.exp! - payload.iat!).toBe(86_400)
  })

  test('behavior: the same secret is reused until half its life is gone', async () => {
    const secret = createAppleClientSecret(options)
    expect(await secret()).toBe(await secret())
  })

  test('error: another key does not verify it', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(other)), kid: 'KEY1234567', alg: 'ES256' }] })
    await expect(jwtVerify(await createAppleClientSecret(options)(), jwks)).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' })
  })
})
