import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { hashSecret } from './hashSecret.js'

/** The answer to a missing, revoked or expired session token (SPEC §8 "Session Expired"). */
export const sessionExpired = () => new ApiError(401, 'Session expired; sign in again', undefined, { code: 'session_expired' })

/**
 * Lets a call through only with a live session token (`Authorization: Bearer als_…`) of a
 * user of the request's project, and tells the route whose session it is.
 */
export function requireSession(db: Queryable): MiddlewareHandler<EmbeddedEnv> {
  return async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer (als_[A-Za-z0-9_-]{43})$/)?.[1]
    if (!token) throw sessionExpired()
    const tokenHash = hashSecret(token)
    const { rows } = await db.query<{ user_id: string; device_id: string; passkey_id: string | null }>(
      `SELECT s.user_id, s.device_id, s.passkey_id FROM embedded_sessions s JOIN embedded_users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.project_id = $2`,
      [tokenHash, c.var.project.id],
    )
    const session = rows[0]
    if (!session) throw sessionExpired()
    c.set('session', { userId: session.user_id, deviceId: session.device_id, tokenHash, passkeyId: session.passkey_id })
    await next()
  }
}
