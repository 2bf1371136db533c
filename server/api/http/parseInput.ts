import type { z } from 'zod'
import { ApiError } from './ApiError.js'

/** Which part of the request a value came from, for the error message. */
export type InputSource = 'query' | 'path' | 'body'

/**
 * Validates one part of a request with zod; the first issue becomes a 400 naming the field,
 * e.g. `Invalid query parameter 'entries': Too big: expected number to be <=100`.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, source: InputSource): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  // A query or path parameter is named by its key; body fields by their full path (a.b.0).
  const path = source === 'body' ? (issue?.path ?? []) : (issue?.path ?? []).slice(0, 1)
  const field = path.map(String).join('.') || '(root)'
  const label = source === 'query' ? 'query parameter' : source === 'path' ? 'path parameter' : 'body field'
  throw new ApiError(400, `Invalid ${label} '${field}': ${issue?.message ?? 'invalid value'}`, field)
}
