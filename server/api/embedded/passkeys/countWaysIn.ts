import type { Queryable } from '../../db/Database.js'

/** How many ways into a wallet a user has: the email, each social or Farcaster login, each passkey. */
export async function countWaysIn(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT ((SELECT count(*) FROM embedded_users WHERE id = $1 AND email IS NOT NULL)
           + (SELECT count(*) FROM embedded_identities WHERE user_id = $1)
           + (SELECT count(*) FROM embedded_passkeys WHERE user_id = $1))::int AS count`,
    [userId],
  )
  return rows[0]?.count ?? 0
}
