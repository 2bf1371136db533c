import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { hashSecret } from './hashSecret.js'

/** The answer to a missing, revoked or expired session token (SPEC §8 "Session Expired"). */
export const sessionExpired = () => new ApiError(401, 'Session expired; sign in again', undefined, { code: 'session_expired' })

/** A session's last use is written at most this often (what the person's list of devices shows). */
const LAST_USE_EVERY_SECONDS = 60

/**
 * Lets a call through only with a live session token (`Authorization: Bearer als_…`) of a
 * user of the request's project, and tells the route whose session it is. What opened the
 * session is not trusted beyond this: a route that needs a fresh factor asks for one.
 */
export function requireSession(db: Queryable): MiddlewareHandler<EmbeddedEnv> {
  return async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer (als_[A-Za-z0-9_-]{43})$/)?.[1]
    if (!token) throw sessionExpired()
    const tokenHash = hashSecret(token)
    const { rows } = await db.query<{ id: string; user_id: string; device_id: string; passkey_id: string | null; stale: boolean }>(
      `SELECT s.id, s.user_id, s.device_id, s.passkey_id,
         (s.last_used_at IS NULL OR s.last_used_at < now() - make_interval(secs => $3)) AS stale
       FROM embedded_sessions s JOIN embedded_users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.project_id = $2`,
      [tokenHash, c.var.project.id, LAST_USE_EVERY_SECONDS],
    )
    const session = rows[0]
    if (!session) throw sessionExpired()
    if (session.stale) await db.query('UPDATE embedded_sessions SET last_used_at = now() WHERE token_hash = $1', [tokenHash])
    c.set('session', { id: session.id, userId: session.user_id, deviceId: session.device_id, tokenHash, passkeyId: session.passkey_id })
    await next()
  }
}
