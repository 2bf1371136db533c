/** What a verified sign-in session says about the person. */
export interface SiwxSessionClaims {
  id: string
  /** CAIP-2 network the message was signed for. */
  chainId: string
  address: string
  /** The domain the message was signed for: one of the project's allowed origins' hosts. */
  domain: string
  issuedAt: string
  expiresAt: string
}

/** Where the API that issued the session runs, and the project it was issued to. */
export interface VerifySiwxSessionOptions {
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
}

/** A token the API does not vouch for: `invalid` (forged, unknown, another project's), `ended` (revoked or expired). */
export class SiwxSessionError extends Error {
  constructor(
    readonly code: 'invalid' | 'ended' | 'unreachable',
    message: string,
  ) {
    super(message)
    this.name = 'SiwxSessionError'
  }
}

/**
 * Trusts a sign-in session without trusting the page: asks the API that verified the signed
 * message (`POST /v1/siwx/session`) whether `token` is a live session of `projectId`. The API
 * checks the token's HMAC with its own key, then that the session was neither revoked nor
 * expired, so a revocation counts at once. Rejects with a `SiwxSessionError`.
 *
 * @example
 * const session = await verifySiwxSession(request.headers['x-siwx-token'], { apiUrl: 'https://api.example.com', projectId: 'my-project' })
 * session.address // the wallet that signed in
 */
export async function verifySiwxSession(token: string, options: VerifySiwxSessionOptions): Promise<SiwxSessionClaims> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2000) throw new SiwxSessionError('invalid', 'Expected a session token')
  const url = new URL('/v1/siwx/session', options.apiUrl)
  url.searchParams.set('projectId', options.projectId)
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })
  } catch (cause) {
    throw new SiwxSessionError('unreachable', `The Airlock API at ${options.apiUrl} could not be reached: ${String(cause)}`)
  }
  if (response.status === 401 || response.status === 404 || response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
    const ended = body.code === 'session_revoked' || body.code === 'session_expired'
    throw new SiwxSessionError(ended ? 'ended' : 'invalid', body.message ?? `HTTP status code: ${response.status}`)
  }
  if (!response.ok) throw new SiwxSessionError('unreachable', `HTTP status code: ${response.status}`)
  return (await response.json()) as SiwxSessionClaims
}
