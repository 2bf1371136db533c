import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { readUserView } from '../../embedded/readUserView.js'
import { testBackends } from '../../testing/testBackends.js'
import { createEmbeddedDatabase } from '../createEmbeddedDatabase.js'
import { createPostgresDatabase } from '../createPostgresDatabase.js'
import type { Database } from '../Database.js'
import { migrate } from '../migrate.js'
import { migrations } from './migrations.js'

/** A fresh store: in-memory PGlite, or a new database on the PostgreSQL server of `DATABASE_URL`. */
async function freshDatabase(databaseUrl: string | undefined): Promise<Database> {
  if (!databaseUrl) return createEmbeddedDatabase()
  const name = `migration_${randomUUID().replace(/-/g, '')}`
  const server = await createPostgresDatabase(databaseUrl)
  try {
    await server.query(`CREATE DATABASE ${name}`)
  } finally {
    await server.close()
  }
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return createPostgresDatabase(url.toString())
}

describe.each(testBackends())('migration 10 (preferred account types) over $name', { timeout: 30_000 }, (backend) => {
  test('SPEC §3: users from before the map keep their eip155 type; new rows start with an empty map', async () => {
    const db = await freshDatabase(backend.databaseUrl)
    try {
      await migrate(db, migrations.filter((m) => m.version < 10))
      await db.query("INSERT INTO projects (id) VALUES ('p1')")
      const [smart, regular] = [randomUUID(), randomUUID()]
      await db.query("INSERT INTO embedded_users (id, project_id, email, preferred_account_type) VALUES ($1, 'p1', 'smart@example.com', 'smartAccount'), ($2, 'p1', 'eoa@example.com', 'eoa')", [smart, regular])

      // Migration 10 alone: later ones (021 …) are not this test's.
      expect(await migrate(db, migrations.filter((m) => m.version <= 10))).toEqual([10])
      const { rows } = await db.query<{ id: string; preferred_account_types: unknown }>('SELECT id, preferred_account_types FROM embedded_users')
      expect(Object.fromEntries(rows.map((r) => [r.id, r.preferred_account_types]))).toEqual({ [smart]: { eip155: 'smartAccount' }, [regular]: {} })
      // The user view reads later columns too (041's second factor).
      await migrate(db)
      expect(await readUserView(db, smart)).toMatchObject({ preferredAccountTypes: { eip155: 'smartAccount' }, preferredAccountType: 'smartAccount' })
      expect(await readUserView(db, regular)).toMatchObject({ preferredAccountTypes: { eip155: 'eoa' }, preferredAccountType: 'eoa' })
    } finally {
      await db.close()
    }
  })
})
