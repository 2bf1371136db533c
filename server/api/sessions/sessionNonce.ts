import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database.js'

/** How long a nonce waits to be signed and spent. */
export const SESSION_NONCE_TTL_SECONDS = 600

/** Makes a one-use nonce for `projectId`, good for ten minutes; expired ones are swept at the same time. */
export async function issueSessionNonce(db: Queryable, projectId: string): Promise<{ nonce: string; expiresAt: number }> {
  await db.query('DELETE FROM session_nonces WHERE expires_at < now()')
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = Math.floor(Date.now() / 1000) + SESSION_NONCE_TTL_SECONDS
  await db.query('INSERT INTO session_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [nonce, projectId, new Date(expiresAt * 1000)])
  return { nonce, expiresAt }
}

/**
 * Spends a nonce: true exactly once for a nonce issued to `projectId` and not yet expired.
 * One DELETE decides, so two requests racing with the same signature open one session.
 */
export async function spendSessionNonce(db: Queryable, projectId: string, nonce: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM session_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > now() RETURNING nonce', [nonce, projectId])
  return rows.length === 1
}
