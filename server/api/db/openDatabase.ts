import type { Database } from './Database.js'
import { createEmbeddedDatabase } from './createEmbeddedDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import { migrate } from './migrate.js'

/** Where the store lives: a PostgreSQL URL, else PGlite in `dataDir`, else PGlite in memory. */
export interface OpenDatabaseOptions {
  databaseUrl?: string
  dataDir?: string
}

/**
 * Opens the store the options name and brings its schema up to date. An in-memory store
 * starts with no server secret, whatever its template held: each is made fresh on first use.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await createPostgresDatabase(options.databaseUrl)
    : await createEmbeddedDatabase(options.dataDir)
  try {
    await migrate(db)
    if (!options.databaseUrl && !options.dataDir) await db.query('DELETE FROM server_secrets')
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
