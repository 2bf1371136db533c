import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'

/** A Coinbase Developer Platform secret API key: its id, and its secret as the portal gives it. */
export interface CdpApiKey {
  /** The key's id (or its full name, `organizations/…/apiKeys/…`). */
  id: string
  /** An Ed25519 key (base64 of 64 bytes: seed, then public key) or an EC P-256 key in PEM. */
  secret: string
}

/** Reads the secret as a key object: PEM for an EC key, else base64 Ed25519. */
export function cdpSigningKey(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  const text = secret.trim().replace(/\\n/g, '\n')
  if (text.startsWith('-----BEGIN')) return { key: createPrivateKey(text), alg: 'ES256' }
  const raw = Buffer.from(text, 'base64')
  if (raw.length !== 64) throw new Error('A CDP API key secret is an EC key in PEM or an Ed25519 key of 64 bytes in base64')
  const jwk = { kty: 'OKP', crv: 'Ed25519', d: raw.subarray(0, 32).toString('base64url'), x: raw.subarray(32).toString('base64url') }
  return { key: createPrivateKey({ key: jwk, format: 'jwk' }), alg: 'EdDSA' }
}

/**
 * The Bearer token of one request to a CDP API, as Coinbase's own SDK makes it: header
 * `kid` (the key id) and a random `nonce`; claims `sub` (the key id), `iss: 'cdp'`, `nbf`,
 * `exp` two minutes on, and `uris`: the one request it is good for, `METHOD host/path`.
 */
export async function coinbaseJwt(apiKey: CdpApiKey, method: string, url: URL): Promise<string> {
  const { key, alg } = cdpSigningKey(apiKey.secret)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ uris: [`${method} ${url.host}${url.pathname}`] })
    .setProtectedHeader({ alg, kid: apiKey.id, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
    .setSubject(apiKey.id)
    .setIssuer('cdp')
    .setNotBefore(now)
    .setExpirationTime(now + 120)
    .sign(key)
}
