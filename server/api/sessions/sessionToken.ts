import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError, serverMessages } from '../http/ApiError.js'

/** The claims a session token carries; times are Unix seconds as in any JWT. */
export interface SessionClaims {
  sub: string
  aud: string
  iat: number
  nbf: number
  exp: number
}

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** Signs claims as a compact HS256 JWT. */
export function signSessionToken(claims: SessionClaims, secret: string): string {
  const body = `${header}.${base64url(JSON.stringify({ iss: 'airlock-api', ...claims }))}`
  return `${body}.${mac(body, secret)}`
}

/**
 * Checks a token's signature, then its time window, and answers with the SPEC §8 message
 * the client turns into the "Session Expired" alert when `nbf` is still ahead.
 */
export function verifySessionToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): SessionClaims {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== header) throw new ApiError(401, serverMessages.jwtInvalid)
  const expected = Buffer.from(mac(`${parts[0]}.${parts[1]}`, secret))
  const given = Buffer.from(parts[2]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ApiError(401, serverMessages.jwtInvalid)
  let claims: SessionClaims
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as SessionClaims
  } catch {
    throw new ApiError(401, serverMessages.jwtInvalid)
  }
  if (typeof claims.nbf !== 'number' || typeof claims.exp !== 'number') throw new ApiError(401, serverMessages.jwtInvalid)
  if (nowSeconds < claims.nbf) throw new ApiError(401, serverMessages.jwtNotYetValid)
  if (nowSeconds >= claims.exp) throw new ApiError(401, serverMessages.jwtExpired)
  return claims
}

function mac(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url')
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}
