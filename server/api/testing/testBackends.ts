/** A store the API suites run against. */
export interface TestBackend {
  name: 'pglite' | 'postgres'
  databaseUrl?: string
}

/**
 * PGlite always; a PostgreSQL server too when `DATABASE_URL` is set (see
 * scripts/with-postgres.mjs), so the same suite proves the same SQL on both.
 */
export function testBackends(): TestBackend[] {
  const url = process.env['DATABASE_URL']
  return url ? [{ name: 'pglite' }, { name: 'postgres', databaseUrl: url }] : [{ name: 'pglite' }]
}
