import type { StandardSchemaV1 } from '@standard-schema/spec'
import { ConfigError } from '../../kernel/errors/ConfigError.js'

/** An issue as schema libraries report it: Standard Schema's, with valibot's (kind … received) or zod's (code, keys) details. */
export type ConfigIssue = StandardSchemaV1.Issue & { kind?: string; type?: string; expected?: string | null; received?: string } & { code?: string; keys?: string[] }

const keyOf = (segment: PropertyKey | StandardSchemaV1.PathSegment) => String(typeof segment === 'object' ? segment.key : segment)

/**
 * The ConfigError for the first issue, naming the field by its dotted path under `prefix`
 * (an unknown key is named itself, so a typo points at the line to fix) and saying why it is
 * bad: a wrong type as `expected <type>`, an unknown key as `unknown option`, a missing one
 * as `required`, else the schema's own message.
 */
export function toConfigError(issues: readonly ConfigIssue[], prefix: string[] = []): ConfigError {
  const issue = issues[0]!
  const path = [...prefix, ...(issue.path ?? []).map(keyOf)]
  let reason = issue.message
  if (issue.code === 'unrecognized_keys' && issue.keys?.[0]) {
    path.push(issue.keys[0])
    reason = 'unknown option'
  } else if (issue.code === 'invalid_type' && issue.expected) reason = `expected ${issue.expected}`
  else if (issue.type === 'strict_object' && issue.expected === 'never') reason = 'unknown option'
  else if (issue.type === 'strict_object' && issue.received === 'undefined') reason = 'required'
  else if (issue.kind === 'schema' && issue.type !== 'custom' && issue.type !== 'strict_object' && issue.expected) reason = `expected ${issue.expected.toLowerCase()}`
  return new ConfigError(path.join('.'), reason)
}
