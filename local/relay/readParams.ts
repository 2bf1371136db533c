import { RelayRequestError } from './RelayRequestError.js'

/** Typed reads of one request's `params`; each throws a JSON-RPC invalid-params error. */
export interface ParamsReader {
  /** A non-empty string. */
  string(key: string): string
  /** A string when present. */
  optionalString(key: string): string | undefined
  /** A number, or `fallback` when absent. */
  number(key: string, fallback: number): number
  /** A non-empty array of non-empty strings. */
  strings(key: string): string[]
  /** A non-empty array of readers over its objects. */
  objects(key: string): ParamsReader[]
}

/** Reads a request's `params` object, refusing anything that is not the shape a client sends. */
export function readParams(params: unknown): ParamsReader {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RelayRequestError('RELAY_INVALID_PARAMS', 'params must be an object')
  }
  const record = params as Record<string, unknown>
  const fail = (key: string, expected: string): never => {
    throw new RelayRequestError('RELAY_INVALID_PARAMS', `params.${key} must be ${expected}`)
  }
  const list = (key: string): unknown[] => {
    const value = record[key]
    return Array.isArray(value) && value.length > 0 ? value : fail(key, 'a non-empty array')
  }

  return {
    string(key) {
      const value = record[key]
      return typeof value === 'string' && value !== '' ? value : fail(key, 'a non-empty string')
    },
    optionalString(key) {
      const value = record[key]
      if (value === undefined || value === null) return undefined
      return typeof value === 'string' ? value : fail(key, 'a string')
    },
    number(key, fallback) {
      const value = record[key]
      if (value === undefined || value === null) return fallback
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? value
        : fail(key, 'a non-negative number')
    },
    strings(key) {
      return list(key).map((item) =>
        typeof item === 'string' && item !== '' ? item : fail(key, 'an array of non-empty strings'),
      )
    },
    objects(key) {
      return list(key).map((item) =>
        typeof item === 'object' && item !== null ? readParams(item) : fail(key, 'an array of objects'),
      )
    },
  }
}
