import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { EXPORT_TICKET_TTL_SECONDS } from './codeRules.js'
import type { EmbeddedSession } from './EmbeddedEnv.js'
import { hashSecret } from './hashSecret.js'
import { sessionExpired } from './requireSession.js'

/** The shape of an export ticket: `alx_` and 32 random bytes. */
export const exportTicketPattern = /^alx_[A-Za-z0-9_-]{43}$/

/** What a live ticket stands for. */
export interface ExportTicket {
  ticketHash: string
  userId: string
  email: string
  /** The signed-in session that made it: the export page's step-up is this session's, for this ticket. */
  session: EmbeddedSession
}

/**
 * Makes the ticket the export page carries (`#ticket=` in its address): it stands for the
 * signed-in session that asked, on its approved device, for {@link EXPORT_TICKET_TTL_SECONDS}.
 * With the second factor on, the page makes its step-up with it (for `export_key` and this
 * ticket) before a code is mailed.
 * Only its hash is stored. A user without an email cannot export (the code goes there).
 */
export async function issueExportTicket(db: Queryable, session: EmbeddedSession): Promise<{ ticket: string; expiresAt: number; email: string }> {
  const { rows } = await db.query<{ email: string | null; approved: boolean }>(
    `SELECT u.email, d.approved_at IS NOT NULL AS approved FROM embedded_users u JOIN embedded_devices d ON d.user_id = u.id
     WHERE u.id = $1 AND d.id = $2`,
    [session.userId, session.deviceId],
  )
  const row = rows[0]
  if (!row?.approved) throw new ApiError(403, 'Approve this device from the link in your email first', undefined, { code: 'device_not_approved' })
  if (!row.email) throw new ApiError(400, 'Link an email to this wallet first: the export code is sent there', undefined, { code: 'unsupported' })
  const ticket = `alx_${randomBytes(32).toString('base64url')}`
  const expiresAt = new Date(Date.now() + EXPORT_TICKET_TTL_SECONDS * 1000)
  await db.query('DELETE FROM embedded_export_tickets WHERE expires_at < now()')
  await db.query(
    'INSERT INTO embedded_export_tickets (ticket_hash, session_token_hash, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(ticket), session.tokenHash, session.userId, expiresAt],
  )
  return { ticket, expiresAt: expiresAt.getTime(), email: row.email }
}

/**
 * The live ticket behind `ticket` for a user of `projectId`: unused, unexpired, and its
 * session still live (not signed out, not expired) on a device still approved. Anything else
 * is the 401 `session_expired` of a lost session: the person starts again from the app.
 */
export async function readExportTicket(db: Queryable, projectId: string, ticket: string): Promise<ExportTicket> {
  if (!exportTicketPattern.test(ticket)) throw sessionExpired()
  const ticketHash = hashSecret(ticket)
  const { rows } = await db.query<{ user_id: string; email: string | null; session_token_hash: string; session_id: string; device_id: string; passkey_id: string | null }>(
    `SELECT t.user_id, u.email, t.session_token_hash, s.id AS session_id, s.device_id, s.passkey_id FROM embedded_export_tickets t
       JOIN embedded_sessions s ON s.token_hash = t.session_token_hash
       JOIN embedded_devices d ON d.id = s.device_id
       JOIN embedded_users u ON u.id = t.user_id
     WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
       AND s.revoked_at IS NULL AND s.expires_at > now() AND d.approved_at IS NOT NULL AND u.project_id = $2`,
    [ticketHash, projectId],
  )
  const row = rows[0]
  if (!row?.email) throw sessionExpired()
  const session = { id: row.session_id, userId: row.user_id, deviceId: row.device_id, tokenHash: row.session_token_hash, passkeyId: row.passkey_id }
  return { ticketHash, userId: row.user_id, email: row.email, session }
}

/** Uses the ticket up: it opened its export. False when another request used it first. */
export async function spendExportTicket(db: Queryable, ticketHash: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE embedded_export_tickets SET used_at = now() WHERE ticket_hash = $1 AND used_at IS NULL RETURNING ticket_hash', [ticketHash])
  return rows.length > 0
}
