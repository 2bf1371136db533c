import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { hashSecret } from './hashSecret.js'

/**
 * Opens a session for a user on one device. The token (256 random bits) is returned once and
 * stored only as its hash; the frame keeps it in its own origin's storage and nowhere else.
 * `passkeyId`: the passkey whose assertion opened it, which also stands for the second factor
 * when this device rebuilds the keys.
 */
export async function createSession(db: Queryable, userId: string, deviceId: string, ttlSeconds: number, passkeyId: string | null = null): Promise<{ token: string; expiresAt: number }> {
  const token = `als_${randomBytes(32).toString('base64url')}`
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO embedded_sessions (token_hash, user_id, device_id, expires_at, passkey_id)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5) RETURNING expires_at`,
    [hashSecret(token), userId, deviceId, ttlSeconds, passkeyId],
  )
  await db.query('UPDATE embedded_devices SET last_seen_at = now() WHERE id = $1', [deviceId])
  return { token, expiresAt: rows[0]!.expires_at.getTime() }
}
