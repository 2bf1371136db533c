/** A store the API suites run against. */
export interface TestBackend {
  name: 'pglite' | 'postgres'
  databaseUrl?: string
}

/**
 * PGlite always; a PostgreSQL server too when `DATABASE_URL` is set (see
 * scripts/with-postgres.mjs), so the same suite proves the same SQL on both.
 * `AIRLOCK_TEST_DB=postgres` runs the PostgreSQL half alone (`npm test` has already run
 * the PGlite half).
 */
export function testBackends(): TestBackend[] {
  const url = process.env['DATABASE_URL']
  if (!url) return [{ name: 'pglite' }]
  const postgres: TestBackend = { name: 'postgres', databaseUrl: url }
  return process.env['AIRLOCK_TEST_DB'] === 'postgres' ? [postgres] : [{ name: 'pglite' }, postgres]
}
