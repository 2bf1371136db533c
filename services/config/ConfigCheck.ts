import { ConfigError } from '../../kernel/errors/ConfigError.js'

/**
 * Checks the config value at `path`: returns it, or throws a ConfigError naming the field and
 * why it is bad. A few lines of checks instead of a schema library, for `checkConfigDetails`.
 */
export type ConfigCheck<T = unknown> = (value: unknown, path: string) => T

/** Throws the ConfigError of the field at `path`. */
export const fail = (path: string, reason: string): never => {
  throw new ConfigError(path, reason)
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

/** A value of one JSON-ish kind: `expected string` otherwise. */
export const is =
  <T>(kind: 'string' | 'boolean' | 'object' | 'array'): ConfigCheck<T> =>
  (value, path) =>
    kindOf(value) === kind ? (value as T) : fail(path, `expected ${kind}`)

/** `check`, then `rule` on its result, failing with `reason`. */
export const that =
  <T>(check: ConfigCheck<T>, rule: (value: T) => boolean, reason: string): ConfigCheck<T> =>
  (value, path) =>
    rule(check(value, path)) ? (value as T) : fail(path, reason)

/** Left out, the value is `fallback()` (or stays out); given, it must pass `check`. */
export const optional =
  <T>(check: ConfigCheck<T>, fallback?: () => T): ConfigCheck<T | undefined> =>
  (value, path) =>
    value === undefined ? fallback?.() : check(value, path)

/** Left out, the field is `required`. */
export const required =
  <T>(check: ConfigCheck<T>): ConfigCheck<T> =>
  (value, path) =>
    value === undefined ? fail(path, 'required') : check(value, path)

/** A list whose every item passes `check`. */
export const listOf =
  <T>(check: ConfigCheck<T>): ConfigCheck<T[]> =>
  (value, path) =>
    is<unknown[]>('array')(value, path).map((item, index) => check(item, `${path}.${index}`))

/** An object with exactly these keys: each checked in turn, then any other key is an `unknown option`. */
export const shapeOf =
  (shape: Record<string, ConfigCheck>): ConfigCheck<Record<string, unknown>> =>
  (value, path) => {
    const given = is<Record<string, unknown>>('object')(value, path)
    const at = (key: string) => (path ? `${path}.${key}` : key)
    const checked: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(shape)) {
      const result = check(given[key], at(key))
      if (result !== undefined) checked[key] = result
    }
    for (const key of Object.keys(given)) if (!Object.hasOwn(shape, key)) fail(at(key), 'unknown option')
    return checked
  }
