import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './Database.js'
import { openInMemoryPglite } from './openInMemoryPglite.js'

/**
 * Opens PGlite, Postgres compiled to WebAssembly, inside this process.
 * @param dataDir where the files live; absent keeps the database in memory (tests, demos).
 */
export async function createEmbeddedDatabase(dataDir?: string): Promise<Database> {
  const pg = dataDir ? await PGlite.create(dataDir) : await openInMemoryPglite()
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await q.query<Row>(sql, params as unknown[] | undefined)
      return { rows: result.rows }
    },
  })
  const base = wrap(pg)
  return {
    kind: 'embedded',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload)
      return async () => {
        if (!pg.closed) await unlisten()
      }
    },
    // One process owns an embedded store, so its locks are always this process's.
    tryLock: async () => ({ isHeld: () => !pg.closed, release: async () => {} }),
    close: () => pg.close(),
  }
}
