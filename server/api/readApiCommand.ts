import { readApiEnv } from './readApiEnv.js'
import type { ApiServerOptions } from './startApiServer.js'

/** `airlock api --help`. */
export const apiUsage = `Usage: airlock api [--in-memory]

Runs the self-hosted Airlock API, configured by environment variables (see
server/api/README.md). It needs a store that outlives the process:

  DATABASE_URL          a PostgreSQL server (postgres://…), or
  AIRLOCK_API_DATA_DIR  a folder for the embedded PGlite database

  --in-memory           run without either: names, sessions (their signing key too),
                        events and orders are lost when the process stops
  --help                show this text`

/** What `airlock api` was asked to do. */
export type ApiCommand = { help: true } | { help: false; options: ApiServerOptions }

/**
 * Reads `airlock api`'s arguments and environment. Without `DATABASE_URL` or
 * `AIRLOCK_API_DATA_DIR` it refuses (throws) unless `--in-memory` says that losing everything
 * on restart is intended, so a deployment never runs on memory by oversight.
 */
export function readApiCommand(args: readonly string[], env: Record<string, string | undefined>): ApiCommand {
  const unknown = args.find((a) => a !== '--in-memory' && a !== '--help' && a !== '-h')
  if (unknown !== undefined) throw new Error(`Unknown option "${unknown}".\n\n${apiUsage}`)
  if (args.includes('--help') || args.includes('-h')) return { help: true }
  const options = readApiEnv(env)
  const inMemory = args.includes('--in-memory')
  if (!options.databaseUrl && !options.dataDir && !inMemory) {
    throw new Error('Refusing to start without a database: set DATABASE_URL (PostgreSQL) or AIRLOCK_API_DATA_DIR '
      + '(a PGlite folder), or pass --in-memory to keep everything in memory and lose it on restart.')
  }
  if (inMemory && (options.databaseUrl || options.dataDir)) {
    throw new Error('--in-memory cannot be used with DATABASE_URL or AIRLOCK_API_DATA_DIR.')
  }
  return { help: false, options }
}
