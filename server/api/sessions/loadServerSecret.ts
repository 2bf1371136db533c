import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/Database.js'

/**
 * Reads a named secret from the store, creating it on first use. Kept in the database (not
 * in an env var per process) so every instance behind a load balancer signs and checks
 * tokens with the same key; the first instance to start wins the insert.
 */
export async function loadServerSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ])
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name])
  return rows[0]!.value
}
