import { verifyJWT } from '@walletconnect/relay-auth'

/** The outcome of reading a connecting client's identity. */
export type ClientIdResult = { clientId: string } | { refusal: string }

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
}

/**
 * Reads the client id (the JWT `iss`, a did:key) from the `?auth=` query of a connection URL
 * and checks the JWT is signed by that key (EdDSA over ed25519, as the WalletConnect clients
 * sign it, verified by @walletconnect/relay-auth), so no client can take another's id and
 * with it the messages owed to it. The shape is checked first so that a broken client is
 * told why it was refused.
 */
export async function readClientId(requestUrl: string | undefined, now = Date.now()): Promise<ClientIdResult> {
  let auth: string | null
  try {
    auth = new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth')
  } catch {
    return { refusal: 'auth: connection URL cannot be read' }
  }
  if (!auth) return { refusal: 'auth: missing ?auth= JWT' }
  const segments = auth.split('.')
  if (segments.length !== 3 || segments.some((segment) => !/^[\w-]+$/.test(segment))) {
    return { refusal: 'auth: not a JWT (three base64url segments)' }
  }
  let header: unknown
  let payload: unknown
  try {
    header = decodeSegment(segments[0] as string)
    payload = decodeSegment(segments[1] as string)
  } catch {
    return { refusal: 'auth: JWT header or payload is not base64url JSON' }
  }
  if (typeof (header as { alg?: unknown } | null)?.alg !== 'string') {
    return { refusal: 'auth: JWT header has no alg' }
  }
  const { iss, exp } = (payload ?? {}) as { iss?: unknown; exp?: unknown }
  if (typeof iss !== 'string' || !/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/.test(iss)) {
    return { refusal: 'auth: JWT iss is not a did:key' }
  }
  if (typeof exp === 'number' && exp * 1000 < now) return { refusal: 'auth: JWT expired' }
  if (!(await verifyJWT(auth).catch(() => false))) return { refusal: 'auth: JWT is not signed by the key of its did:key' }
  return { clientId: iss }
}
