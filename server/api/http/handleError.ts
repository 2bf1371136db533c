import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isStoreUnavailable } from '../db/isStoreUnavailable.js'
import { ApiError } from './ApiError.js'

/** Seconds a client is told to wait when the store is away (a restart takes a few). */
export const STORE_RETRY_AFTER_SECONDS = 2

/** Where the server reports failures it did not expect; default writes one line to stderr. */
export type ErrorReporter = (error: unknown, where: string) => void

/**
 * Turns a thrown error into an answer. Known errors keep their status and message; a store
 * that cannot be reached is a 503 with Retry-After (never a 500: nothing is wrong with the
 * request, and the API recovers by itself); anything else is a 500 with a fixed message,
 * reported server-side only.
 */
export function handleError(report: ErrorReporter): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      const body = { message: error.message, ...(error.field !== undefined && { field: error.field }), ...error.extra }
      return c.json(body, error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request' }, error.status)
    }
    if (isStoreUnavailable(error)) {
      return c.json({ message: 'Service temporarily unavailable', code: 'store_unavailable' }, 503, { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) })
    }
    report(error, `${c.req.method} ${c.req.path}`)
    return c.json({ message: 'Internal server error' }, 500)
  }
}

/** The default reporter: name and message, never a stack trace or request body. */
export const reportToStderr: ErrorReporter = (error, where) => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  process.stderr.write(`[airlock-api] ${where}: ${text.split('\n')[0]}\n`)
}
