import type { Queryable } from '../../db/Database.js'

/** A stored passkey, as verification needs it. */
export interface PasskeyRow {
  id: string
  user_id: string
  credential_id: string
  public_key: string
  counter: string
  transports: string[]
}

/** A passkey as the person sees it in their list. */
export interface PasskeyView {
  id: string
  name: string
  device: string
  createdAt: number
  lastUsedAt: number | null
  /** Whether the authenticator offered PRF, so a device share can be sealed with it. */
  prf: boolean
}

/** Finds a passkey of the project by its credential id. */
export async function findPasskey(db: Queryable, projectId: string, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyRow>(
    'SELECT id, user_id, credential_id, public_key, counter::text AS counter, transports FROM embedded_passkeys WHERE project_id = $1 AND credential_id = $2',
    [projectId, credentialId],
  )
  return rows[0]
}

/** A user's passkeys, oldest first. */
export async function userPasskeys(db: Queryable, userId: string): Promise<(PasskeyRow & { view: PasskeyView })[]> {
  const { rows } = await db.query<PasskeyRow & { name: string; device: string; created_at: Date; last_used_at: Date | null; prf: boolean }>(
    `SELECT id, user_id, credential_id, public_key, counter::text AS counter, transports, name, device, created_at, last_used_at, prf
     FROM embedded_passkeys WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  )
  return rows.map((row) => ({
    ...row,
    view: { id: row.id, name: row.name, device: row.device, createdAt: row.created_at.getTime(), lastUsedAt: row.last_used_at?.getTime() ?? null, prf: row.prf },
  }))
}

/** What the person's security settings show: their passkeys and the second factor. */
export async function readSecurity(db: Queryable, userId: string): Promise<{ passkeys: PasskeyView[]; secondFactor: { on: boolean; totp: boolean } }> {
  const passkeys = (await userPasskeys(db, userId)).map((row) => row.view)
  const { rows } = await db.query<{ on: boolean; totp: boolean }>(
    `SELECT u.second_factor_at IS NOT NULL AS on, EXISTS (SELECT 1 FROM embedded_totp t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL) AS totp
     FROM embedded_users u WHERE u.id = $1`,
    [userId],
  )
  return { passkeys, secondFactor: { on: rows[0]?.on ?? false, totp: rows[0]?.totp ?? false } }
}
