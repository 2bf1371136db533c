import type { z } from 'zod'

/** Reads environment variables with a zod schema; the first bad one throws naming the variable: `Invalid NAME: why`. */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.output<S> {
  const parsed = schema.safeParse(source)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new Error(`Invalid ${String(issue?.path[0] ?? 'environment')}: ${issue?.message}`)
}
