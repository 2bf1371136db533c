import type { Queryable } from '../../db/Database.js'

/** One signed-in device as the person sees it in their list. */
export interface SessionView {
  /** The session's public id (never its token). */
  id: string
  /** How it signed in: `email`, `passkey`, a social provider, `farcaster`; null for a session from before this was recorded. */
  method: string | null
  /** Which one: the email address, the passkey's name, the login's user name; null when unknown. */
  detail: string | null
  /** The device as its browser named itself at sign-in ("Chrome on macOS"); null when unknown. */
  device: string | null
  createdAt: number
  /** When it last reached the wallet's backend (to the minute). */
  lastUsedAt: number
  /** The session asking: this device. */
  current: boolean
}

/** The user's live sessions: this device first, then the most recently used. */
export async function readSessions(db: Queryable, userId: string, currentHash: string): Promise<{ sessions: SessionView[] }> {
  const { rows } = await db.query<{ id: string; method: string | null; detail: string | null; device: string | null; created_at: Date; last_used_at: Date | null; current: boolean }>(
    `SELECT s.id, s.method, s.device, s.created_at, s.last_used_at, s.token_hash = $2 AS current,
       CASE s.method WHEN 'passkey' THEN p.name WHEN 'email' THEN s.method_subject ELSE i.user_name END AS detail
     FROM embedded_sessions s
     LEFT JOIN embedded_passkeys p ON p.id = s.passkey_id
     LEFT JOIN embedded_identities i ON i.user_id = s.user_id AND i.provider = s.method AND i.subject = s.method_subject
     WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
     ORDER BY (s.token_hash = $2) DESC, coalesce(s.last_used_at, s.created_at) DESC, s.id`,
    [userId, currentHash],
  )
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      method: row.method,
      detail: row.detail,
      device: row.device,
      createdAt: row.created_at.getTime(),
      lastUsedAt: (row.last_used_at ?? row.created_at).getTime(),
      current: row.current,
    })),
  }
}
