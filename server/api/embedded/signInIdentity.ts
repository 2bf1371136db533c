import { randomUUID } from 'node:crypto'
import type { Database } from '../db/Database.js'
import { createSession } from './createSession.js'
import { readUserView, type UserView } from './readUserView.js'

/** A login other than email: a social provider's subject, or a Farcaster fid. */
export interface VerifiedIdentity {
  /** One of the six social providers, or `farcaster`. */
  provider: string
  /** The provider's stable id of the person (never the username or email, which change). */
  subject: string
  /** What the Account view shows (SPEC §3 userName). */
  userName?: string
}

/** What a sign-in answers: as `email/verify` does, plus the name shown. */
export interface IdentitySignIn {
  token: string
  expiresAt: number
  user: UserView
  isNewUser: boolean
  userName?: string
}

/**
 * Signs a person in by a login the backend has verified (provider and subject): the same
 * user, and so the same accounts and key shares, every time; a new user on the first login.
 * The device is approved by the login itself (the provider proved who this is), and a
 * session is opened on it, as `email/verify` does.
 */
export async function signInIdentity(
  deps: { db: Database; sessionTtlSeconds: number },
  projectId: string,
  identity: VerifiedIdentity,
  deviceHash: string,
  /** The device as its browser names itself (`describeDevice`). */
  device: string,
): Promise<IdentitySignIn> {
  const { db } = deps
  const { userId, deviceId } = await db.transaction(async (tx) => {
    const found = await tx.query<{ user_id: string }>(
      `UPDATE embedded_identities SET user_name = $4, last_login_at = now()
       WHERE project_id = $1 AND provider = $2 AND subject = $3 RETURNING user_id`,
      [projectId, identity.provider, identity.subject, identity.userName ?? null],
    )
    let userId = found.rows[0]?.user_id
    if (!userId) {
      userId = randomUUID()
      await tx.query('INSERT INTO embedded_users (id, project_id, email, user_name) VALUES ($1, $2, NULL, $3)', [userId, projectId, identity.userName ?? null])
      // Two first logins at once: the second finds the first one's row and uses its user.
      const inserted = await tx.query<{ user_id: string }>(
        `INSERT INTO embedded_identities (project_id, provider, subject, user_id, user_name) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (project_id, provider, subject) DO UPDATE SET last_login_at = now() RETURNING user_id`,
        [projectId, identity.provider, identity.subject, userId, identity.userName ?? null],
      )
      if (inserted.rows[0]!.user_id !== userId) {
        await tx.query('DELETE FROM embedded_users WHERE id = $1', [userId])
        userId = inserted.rows[0]!.user_id
      }
    }
    if (identity.userName) await tx.query('UPDATE embedded_users SET user_name = $2, updated_at = now() WHERE id = $1', [userId, identity.userName])
    const device = await tx.query<{ id: string }>(
      `INSERT INTO embedded_devices (id, user_id, device_hash, approved_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id, device_hash) DO UPDATE SET approved_at = coalesce(embedded_devices.approved_at, now()) RETURNING id`,
      [randomUUID(), userId, deviceHash],
    )
    return { userId, deviceId: device.rows[0]!.id }
  })
  const session = await createSession(db, userId, deviceId, deps.sessionTtlSeconds, { method: 'identity', provider: identity.provider, subject: identity.subject }, device)
  const user = (await readUserView(db, userId))!
  return { ...session, user, isNewUser: user.accounts.length === 0, ...(identity.userName && { userName: identity.userName }) }
}
