/** A running throwaway PostgreSQL cluster. */
export interface PostgresCluster {
  /** `postgres://airlock@127.0.0.1:PORT/postgres`. */
  url: string
  port: number
  /** Stops the server (cutting every connection), waits `downMs`, starts it again with the same data and port. */
  restart(options?: { downMs?: number }): Promise<void>
  /** Stops the server and deletes its files. */
  stop(): Promise<void>
}

/** The newest installed PostgreSQL's bin folder, installing it when missing (as root). */
export function findPostgresBin(options?: { install?: boolean }): string | undefined
/** A free TCP port on loopback. */
export function freePort(): Promise<number>
/** Creates and starts a cluster on a free loopback port. */
export function startPostgresCluster(options?: { bin?: string; maxConnections?: number }): Promise<PostgresCluster>
