import type { Database } from './Database.js'
import type { Migration } from './migrations/Migration.js'
import { migrations } from './migrations/migrations.js'

// Any fixed number works; it only has to be the same for every instance of the API.
const MIGRATION_LOCK = 7_461_001

/**
 * Applies the numbered migrations not yet recorded in `schema_migrations`, in order, in one
 * transaction under an advisory lock, so instances starting together migrate exactly once.
 * `list` is every migration; a test passes the first few to build an older schema.
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`)
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations')
    const applied = new Set(done.rows.map((r) => r.version))
    const ran: number[] = []
    // Version order, whatever the list's: branches add numbers in separate ranges (011+, 021+),
    // and a fresh database must build the same schema whichever was merged first.
    for (const m of [...list].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version)) continue
      for (const statement of splitStatements(m.sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
      ran.push(m.version)
    }
    return ran
  })
}

// Extended-protocol queries take one statement each; migrations keep `;` only at statement ends.
function splitStatements(sql: string): string[] {
  return sql.split(/;\s*(?:\n|$)/).map((s) => s.trim()).filter(Boolean)
}
