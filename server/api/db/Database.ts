/** A row set as both drivers return it. */
export interface QueryResult<Row> {
  rows: Row[]
}

/** Runs SQL; the same text works on PGlite and on a PostgreSQL server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
}

/**
 * The API's store. One interface over PGlite and node-postgres so every query, migration and
 * notification is written once; `listen` is how instances learn of each other's writes.
 */
export interface Database extends Queryable {
  /** `embedded` for PGlite, `postgres` for a server reached through `databaseUrl`. */
  readonly kind: 'embedded' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}
