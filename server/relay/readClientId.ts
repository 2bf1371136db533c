/** The outcome of reading a connecting client's identity. */
export type ClientIdResult = { clientId: string } | { refusal: string }

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
}

/**
 * Reads the client id (the JWT `iss`, a did:key) from the `?auth=` query of a connection URL.
 * The signature is not verified: a relay for local development only needs the id to tell
 * clients apart. The shape is checked so that a broken client is told why it was refused.
 */
export function readClientId(requestUrl: string | undefined, now = Date.now()): ClientIdResult {
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
  return { clientId: iss }
}
