import * as z from 'zod/mini'

// The frame→app schemas are read by the modal's lazy code. A bundler puts each zod module in
// one chunk, with every part any chunk uses, so a zod part used here but not by the config
// schema at start-up would ship with every host's start-up code. These parts are built from
// `z.custom` alone, which start-up already carries.

/** One of `values` (an enum or, with one value, a literal). */
export function oneOf<const T extends readonly (string | number)[]>(values: T) {
  return z.custom<T[number]>((value) => values.includes(value as T[number]), `expected one of ${values.join(', ')}`)
}

/** Any value, the key possibly absent. */
export const anyValue = () => z.custom<unknown>(() => true)

/** A plain object with string keys and values of any kind. */
export const plainRecord = () =>
  z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'expected an object')

/** A string matching `pattern`. */
export const matching = (pattern: RegExp, message: string) => z.custom<string>((value) => typeof value === 'string' && pattern.test(value), message)

/**
 * One of `schemas`, told apart by the value of `key` (a discriminated union): the value is
 * checked against the schema whose `key` matches, and passed on as it came.
 */
export function byKey<const S extends readonly z.ZodMiniObject[]>(key: string, schemas: S, values: readonly string[]) {
  return z.custom<z.infer<S[number]>>((value) => {
    const index = values.indexOf((value as Record<string, unknown> | null)?.[key] as string)
    return index >= 0 && schemas[index]!.safeParse(value).success
  }, `expected a known ${key}`)
}
