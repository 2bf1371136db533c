import type * as z from 'zod/mini'
import { ConfigError } from '../errors/ConfigError.js'

/**
 * The ConfigError for the first issue zod found, naming the field by its dotted path under
 * `prefix` (an unknown key is named itself, so a typo points at the line to fix) and saying
 * why it is bad.
 */
export function toConfigError(issues: readonly z.core.$ZodIssue[], prefix: string[] = []): ConfigError {
  const issue = issues[0]!
  const path = [...prefix, ...issue.path.map(String)]
  let reason = issue.message
  if (issue.code === 'invalid_type') reason = `expected ${issue.expected}`
  if (issue.code === 'unrecognized_keys') {
    path.push(issue.keys[0]!)
    reason = 'unknown option'
  }
  return new ConfigError(path.join('.'), reason)
}
