import { describe, expect, it } from 'vitest'
import { readClientId } from './readClientId.js'

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (payload: unknown) => `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment(payload)}.c2ln`
const iss = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'

describe('readClientId', () => {
  it('default: the client id is the iss of the auth JWT', () => {
    expect(readClientId(`/?auth=${jwt({ iss, exp: 2_000_000_000 })}&ua=wc-2`)).toEqual({ clientId: iss })
  })

  it('error: a URL that cannot be parsed is refused instead of throwing', () => {
    expect(readClientId('//[')).toEqual({ refusal: 'auth: connection URL cannot be read' })
  })

  it('error: a header without alg or a payload that is not JSON is refused', () => {
    expect(readClientId(`/?auth=${segment({ typ: 'JWT' })}.${segment({ iss })}.c2ln`)).toEqual({
      refusal: 'auth: JWT header has no alg',
    })
    expect(readClientId(`/?auth=${segment({ alg: 'EdDSA' })}.bm90IGpzb24.c2ln`)).toEqual({
      refusal: 'auth: JWT header or payload is not base64url JSON',
    })
  })
})
