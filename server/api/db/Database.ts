/** A row set as both drivers return it. */
export interface QueryResult<Row> {
  rows: Row[]
}

/** Runs SQL; the same text works on PGlite and on a PostgreSQL server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
}

/** A named lock held by this process until released or until its connection is lost. */
export interface HeldLock {
  /** False once the connection holding it has gone (the server restarted, the network broke). */
  isHeld(): boolean
  release(): Promise<void>
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
  /**
   * Subscribes to a NOTIFY channel; resolves to the unsubscribe function. `onGap` runs after
   * the listening connection was lost and made again: notifications sent meanwhile are gone,
   * so whatever they would have invalidated must be treated as changed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>
  /**
   * Takes the session lock `name` if no other process holds it (PostgreSQL: an advisory lock
   * on a connection of its own, released by the server when this process dies); undefined
   * when another holds it. An embedded store belongs to one process: always granted.
   */
  tryLock(name: string): Promise<HeldLock | undefined>
  close(): Promise<void>
}
