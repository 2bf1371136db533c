import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/Database.js'
import { createSession } from '../createSession.js'
import { readUserView, type UserView } from '../readUserView.js'

/** What a passkey sign-in or sign-up answers: as `email/verify` does, plus the passkey. */
export interface PasskeySignIn {
  token: string
  expiresAt: number
  user: UserView
  isNewUser: boolean
  passkeyId: string
}

/**
 * Opens a session for the user whose passkey just verified, on this device: the assertion
 * proved who this is (possession and user verification), so the device is approved by it,
 * and the session remembers the passkey.
 */
export async function openPasskeySession(db: Queryable, ttlSeconds: number, userId: string, deviceHash: string, passkeyId: string, device: string): Promise<PasskeySignIn> {
  const approved = await db.query<{ id: string }>(
    `INSERT INTO embedded_devices (id, user_id, device_hash, approved_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id, device_hash) DO UPDATE SET approved_at = coalesce(embedded_devices.approved_at, now()) RETURNING id`,
    [randomUUID(), userId, deviceHash],
  )
  const session = await createSession(db, userId, approved.rows[0]!.id, ttlSeconds, { method: 'passkey', passkeyId }, device)
  const user = (await readUserView(db, userId))!
  return { ...session, user, isNewUser: user.accounts.length === 0, passkeyId }
}
