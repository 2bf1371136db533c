import { importPKCS8, SignJWT } from 'jose'

/** What Apple's developer account gives for "Sign in with Apple" on the web. */
export interface AppleClientSecretOptions {
  /** The 10-character Team ID. */
  teamId: string
  /** The Key ID of the "Sign in with Apple" private key. */
  keyId: string
  /** The Services ID, which is the OAuth client id. */
  clientId: string
  /** The downloaded .p8 key (PKCS #8 PEM). */
  privateKey: string
  /** How long each secret is valid; default one day (Apple allows up to six months). */
  lifetimeSeconds?: number
}

/**
 * Apple's client secret is not a fixed string but an ES256 JWT the backend signs with its
 * key (iss team, sub client, aud appleid.apple.com). Returns a function for
 * `SocialProviderConfig.clientSecret` that signs one and re-signs it before it expires.
 */
export function createAppleClientSecret(options: AppleClientSecretOptions): () => Promise<string> {
  const lifetime = options.lifetimeSeconds ?? 86_400
  const key = importPKCS8(options.privateKey, 'ES256')
  let current: { jwt: string; renewAt: number } | undefined
  return async () => {
    const now = Math.floor(Date.now() / 1000)
    if (current && now < current.renewAt) return current.jwt
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setSubject(options.clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .sign(await key)
    current = { jwt, renewAt: now + Math.floor(lifetime / 2) }
    return jwt
  }
}
