import { ApiError } from 'airlock/kit'
import type { OnrampMessage } from './OnrampMessage.js'

/** What the API said about a failed call (its message, as it came), or the catalog's message `fallback`. */
export function messageOf(error: unknown, fallback: string): OnrampMessage {
  if (error instanceof ApiError && error.details && !error.details.startsWith('/')) return { text: error.details, code: error.serverCode ?? error.code }
  return { id: fallback }
}
