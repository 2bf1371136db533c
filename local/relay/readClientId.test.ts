import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { readClientId } from './readClientId.js'

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (payload: unknown) => `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment(payload)}.c2ln`
const issOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iss: string }).iss

describe('readClientId', () => {
  it('default: the client id is the iss of an auth JWT signed by its did:key', async () => {
    const token = await signJWT('session', 'ws://127.0.0.1', 3600, generateKeyPair())
    expect(await readClientId(`/?auth=${token}&ua=wc-2`)).toEqual({ clientId: issOf(token) })
  })

  it('error: an unsigned JWT, or one signed by another key, is refused', async () => {
    const mine = await signJWT('session', 'ws://127.0.0.1', 3600, generateKeyPair())
    const theirs = await signJWT('session', 'ws://127.0.0.1', 3600, generateKeyPair())
    const refusal = { refusal: 'auth: JWT is not signed by the key of its did:key' }
    expect(await readClientId(`/?auth=${jwt({ iss: issOf(mine), exp: 2_000_000_000 })}`)).toEqual(refusal)
    // Their signature over a payload naming my key.
    const [, payload] = mine.split('.')
    const [header, , signature] = theirs.split('.')
    expect(await readClientId(`/?auth=${header}.${payload}.${signature}`)).toEqual(refusal)
  })

  it('error: a URL that cannot be parsed is refused instead of throwing', async () => {
    expect(await readClientId('//[')).toEqual({ refusal: 'auth: connection URL cannot be read' })
  })

  it('error: a header without alg or a payload that is not JSON is refused', async () => {
    const iss = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'
    expect(await readClientId(`/?auth=${segment({ typ: 'JWT' })}.${segment({ iss })}.c2ln`)).toEqual({
      refusal: 'auth: JWT header has no alg',
    })
    expect(await readClientId(`/?auth=${segment({ alg: 'EdDSA' })}.bm90IGpzb24.c2ln`)).toEqual({
      refusal: 'auth: JWT header or payload is not base64url JSON',
    })
  })
})
