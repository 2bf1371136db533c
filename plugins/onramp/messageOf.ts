import { ApiError } from 'airlock'

/** What the API said about a failed call (its message), or `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.details && !error.details.startsWith('/')) return error.details
  return fallback
}
