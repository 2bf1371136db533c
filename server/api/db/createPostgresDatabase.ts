import pg from 'pg'
import type { Database, HeldLock, Queryable } from './Database.js'
import { createReconnectingListener } from './createReconnectingListener.js'

// node-postgres returns int8 as a string by default; PGlite returns a number. Block numbers and
// counts stay far below 2^53, so both drivers hand the API numbers.
const INT8_OID = 20

/** Options of {@link createPostgresDatabase}. */
export interface PostgresDatabaseOptions {
  /** Pooled connections for queries; default 10. */
  maxConnections?: number
}

/**
 * Connects to a PostgreSQL server with a pool for queries, one dedicated client for LISTEN
 * (a pooled connection may be handed to someone else between notifications) that connects
 * again when the server comes back, and one client per held advisory lock. A query while the
 * server is away fails at once when it refuses connections, within 10 s when it does not
 * answer (the API answers 503), instead of waiting for it.
 * @param connectionString a `postgres://` URL.
 */
export async function createPostgresDatabase(connectionString: string, options: PostgresDatabaseOptions = {}): Promise<Database> {
  const types = { getTypeParser: (oid: number, format?: string) =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text') }
  // Also how long a query waits for a free pooled connection: long enough to ride out a burst,
  // bounded so a server that does not answer (a network gone) fails instead of hanging.
  const config = { connectionString, types, connectionTimeoutMillis: 10_000, keepAlive: true }
  const pool = new pg.Pool({ ...config, max: options.maxConnections ?? 10 })
  pool.on('error', () => {}) // an idle client dropped by the server is replaced on next use
  const listener = await createReconnectingListener(() => new pg.Client(config))
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
      let broken = false
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => (broken = true))
        throw error
      } finally {
        // A connection that could not even roll back is not given to the next caller.
        client.release(broken)
      }
    },
    listen: listener.listen,
    async tryLock(name) {
      const client = new pg.Client(config)
      client.on('error', () => {})
      await client.connect()
      let held = false
      try {
        const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [name])
        held = rows[0]?.ok === true
      } finally {
        if (!held) await client.end().catch(() => {})
      }
      if (!held) return undefined
      client.on('end', () => (held = false))
      client.on('error', () => (held = false))
      const lock: HeldLock = {
        isHeld: () => held,
        async release() {
          held = false
          await client.end().catch(() => {})
        },
      }
      return lock
    },
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}
