import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { hashSecret } from './hashSecret.js'
import { UNKNOWN_DEVICE } from './passkeys/describeDevice.js'

/**
 * How long after a sign-in its session may rebuild the keys on a device without a share of its
 * own (`shares/recover`) with no other factor: the sign-in (a code, a provider's login, a
 * passkey's assertion) is the factor, fresh only this long, and only once.
 */
export const SIGN_IN_RECOVERY_SECONDS = 10 * 60

/** What opened a session: the way in, and which one of its kind. */
export type SessionOpener =
  | { method: 'email'; email: string }
  | { method: 'passkey'; passkeyId: string }
  /** A social provider's login or Farcaster, by the provider's subject (or the fid). */
  | { method: 'identity'; provider: string; subject: string }

/**
 * Opens a session for a user on one device. The token (256 random bits) is returned once and
 * stored only as its hash; the frame keeps it in its own origin's storage and nowhere else.
 * The session records what opened it (removing that way in ends it), the device as its browser
 * names itself (`device`, shown in the person's list of devices), and the few minutes its
 * sign-in may rebuild the keys on a new device. An older session of the user on this device
 * ends: a device holds one session (its storage keeps one token).
 */
export async function createSession(db: Queryable, userId: string, deviceId: string, ttlSeconds: number, opener: SessionOpener, device: string): Promise<{ token: string; expiresAt: number }> {
  const token = `als_${randomBytes(32).toString('base64url')}`
  const [method, subject, passkeyId] =
    opener.method === 'email' ? ['email', opener.email, null] : opener.method === 'passkey' ? ['passkey', null, opener.passkeyId] : [opener.provider, opener.subject, null]
  await db.query('UPDATE embedded_sessions SET revoked_at = now() WHERE user_id = $1 AND device_id = $2 AND revoked_at IS NULL', [userId, deviceId])
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO embedded_sessions (token_hash, user_id, device_id, expires_at, passkey_id, method, method_subject, device, last_used_at, recover_until)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6, $7, $8, now(), now() + make_interval(secs => $9)) RETURNING expires_at`,
    // A device the browser did not name is null: the person's list says so in their language.
    [hashSecret(token), userId, deviceId, ttlSeconds, passkeyId, method, subject, device === UNKNOWN_DEVICE ? null : device, SIGN_IN_RECOVERY_SECONDS],
  )
  await db.query('UPDATE embedded_devices SET last_seen_at = now() WHERE id = $1', [deviceId])
  return { token, expiresAt: rows[0]!.expires_at.getTime() }
}
