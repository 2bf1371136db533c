// Connection failures (the server down, restarting or refusing), as node's sockets, node-postgres
// and PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (operator intervention) name them.
const codes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300'])
const messages = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (?:starting up|shutting down)/i

/**
 * Whether `error` says the store could not be reached, rather than that a query was wrong:
 * the API answers such failures 503 with Retry-After, and recovers by itself once the
 * server is back.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (codes.has(code) || code.startsWith('08'))) return true
    if (messages.test(e.message)) return true
    // AggregateError from a connect to several addresses (localhost's ::1 and 127.0.0.1).
    if (e instanceof AggregateError && e.errors.some(isStoreUnavailable)) return true
  }
  return false
}
