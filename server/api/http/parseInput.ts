import type { z } from 'zod'
import { ApiError } from './ApiError.js'
import { findUnstorableText } from './findUnstorableText.js'

/** Which part of the request a value came from, for the error message. */
export type InputSource = 'query' | 'path' | 'body'

/**
 * Validates one part of a request with zod; the first issue becomes a 400 naming the field,
 * e.g. `Invalid query parameter 'entries': Too big: expected number to be <=100`. Text no
 * database column can hold (NUL, unpaired surrogates) is refused first, anywhere in the value.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, source: InputSource): z.output<S> {
  const unstorable = findUnstorableText(value)
  if (unstorable) throw inputError(source, unstorable, 'contains a NUL character or an unpaired surrogate')
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw inputError(source, issue?.path ?? [], issue?.message ?? 'invalid value')
}

/** The 400 for a bad request field; a query or path parameter is named by its key, a body field by its full path (a.b.0). */
export function inputError(source: InputSource, path: readonly PropertyKey[], message: string): ApiError {
  const field = (source === 'body' ? path : path.slice(0, 1)).map(String).join('.') || '(root)'
  const label = source === 'query' ? 'query parameter' : source === 'path' ? 'path parameter' : 'body field'
  return new ApiError(400, `Invalid ${label} '${field}': ${message}`, field)
}
