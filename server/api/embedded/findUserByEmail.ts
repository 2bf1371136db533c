import type { Queryable } from '../db/Database.js'

/** A user of a project by email, with whether they have a wallet yet. */
export async function findUserByEmail(db: Queryable, projectId: string, email: string): Promise<{ id: string; hasWallet: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; accounts: number }>(
    `SELECT u.id, (SELECT count(*) FROM embedded_accounts a WHERE a.user_id = u.id)::int AS accounts
     FROM embedded_users u WHERE u.project_id = $1 AND u.email = $2`,
    [projectId, email],
  )
  const row = rows[0]
  return row && { id: row.id, hasWallet: row.accounts > 0 }
}

/** A device of a user by its hashed id. */
export async function findDevice(db: Queryable, userId: string, deviceHash: string): Promise<{ id: string; approved: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; approved_at: Date | null }>(
    'SELECT id, approved_at FROM embedded_devices WHERE user_id = $1 AND device_hash = $2',
    [userId, deviceHash],
  )
  const row = rows[0]
  return row && { id: row.id, approved: row.approved_at !== null }
}

/**
 * SPEC §4 VERIFY_DEVICE: a user who has a wallet signs in on a device only once it was
 * approved from the emailed link. Resolves with the user when that approval is missing.
 */
export async function deviceNeedsApproval(db: Queryable, projectId: string, email: string, deviceHash: string): Promise<{ id: string } | undefined> {
  const user = await findUserByEmail(db, projectId, email)
  if (!user?.hasWallet) return undefined
  return (await findDevice(db, user.id, deviceHash))?.approved ? undefined : user
}

/** Whether the user has a confirmed authenticator app (TOTP), whether or not the second factor is on. */
export async function hasAuthenticatorApp(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM embedded_totp WHERE user_id = $1 AND secret_sealed IS NOT NULL AND confirmed_at IS NOT NULL', [userId])
  return rows.length > 0
}
