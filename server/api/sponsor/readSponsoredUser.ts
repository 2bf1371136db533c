import type { Queryable } from '../db/Database.js'
import { hashSecret } from '../embedded/hashSecret.js'
import { verifySessionToken } from '../sessions/sessionToken.js'

/**
 * The signed-in user of `projectId` an ERC-7677 request is asked for, from its
 * `Authorization: Bearer` header: an embedded wallet session (`als_…`, live, of a user of the
 * project) is `embedded:<user id>`; a SIWX session token (live, not revoked, issued to the
 * project) is `siwx:<CAIP-2>:<address>`. Undefined for no header, or for a token that is
 * neither, forged, another project's, revoked or expired.
 */
export async function readSponsoredUser(db: Queryable, projectId: string, authorization: string | undefined, siwxSecret: () => Promise<string>): Promise<string | undefined> {
  const token = authorization?.match(/^Bearer (\S{1,2000})$/)?.[1]
  if (!token) return undefined
  if (/^als_[A-Za-z0-9_-]{43}$/.test(token)) {
    const { rows } = await db.query<{ user_id: string }>(
      `SELECT s.user_id FROM embedded_sessions s JOIN embedded_users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.project_id = $2`,
      [hashSecret(token), projectId],
    )
    return rows[0] && `embedded:${rows[0].user_id}`
  }
  let claims
  try {
    claims = verifySessionToken(token, await siwxSecret())
  } catch {
    return undefined
  }
  if (claims.aud !== projectId) return undefined
  const { rows } = await db.query<{ chain_id: string; address: string }>(
    'SELECT chain_id, address FROM siwx_sessions WHERE id = $1 AND project_id = $2 AND revoked_at IS NULL AND expires_at > now()',
    [claims.sub, projectId],
  )
  return rows[0] && `siwx:${rows[0].chain_id}:${rows[0].address.toLowerCase()}`
}
