import pg from 'pg'
import type { Database, Queryable } from './Database.js'

// node-postgres returns int8 as a string by default; PGlite returns a number. Block numbers and
// counts stay far below 2^53, so both drivers hand the API numbers.
const INT8_OID = 20

/**
 * Connects to a PostgreSQL server with a pool for queries and one dedicated client for
 * LISTEN, since a pooled connection may be handed to someone else between notifications.
 * @param connectionString a `postgres://` URL.
 */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  const types = { getTypeParser: (oid: number, format?: string) =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text') }
  const pool = new pg.Pool({ connectionString, types, max: 8 })
  pool.on('error', () => {}) // an idle client dropped by the server is replaced on next use
  const listener = new pg.Client({ connectionString, types })
  await listener.connect()
  listener.on('error', () => {})
  const handlers = new Map<string, Set<(payload: string) => void>>()
  listener.on('notification', (msg) => {
    for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '')
  })
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params)
      return { rows: result.rows as Row[] }
    },
  })
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onPayload) {
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      }
      set.add(onPayload)
      return async () => {
        set.delete(onPayload)
      }
    },
    async close() {
      await listener.end().catch(() => {})
      await pool.end()
    },
  }
}
