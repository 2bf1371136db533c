import * as z from 'zod/mini'
import { ConfigError } from '../errors/ConfigError.js'
import { configSchema } from './configSchema.js'

/** The config a host passes to `createAirlock`. Every field but `projectId` is optional. */
export type AirlockConfigInput = z.input<typeof configSchema>

/** The config after defaults are applied. */
export type AirlockConfig = z.output<typeof configSchema> & { defaultNetwork: string }

type Issue = z.core.$ZodIssue

function reasonOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    case 'unrecognized_keys':
      return issue.keys.length > 1 ? `unknown options ${issue.keys.join(', ')}` : 'unknown option'
    case 'invalid_union':
      return issue.errors.map((errors) => errors.map(reasonOf).join('; ')).join(' or ')
    case 'too_small':
      return issue.message !== 'Invalid input' ? issue.message : `must have at least ${String(issue.minimum)}`
    default:
      return issue.message
  }
}

/**
 * Parses and defaults the host's config. Throws `ConfigError` naming the first bad field
 * and why it is bad.
 */
export function parseConfig(input: unknown): AirlockConfig {
  if (typeof input !== 'object' || input === null) throw new ConfigError('config', 'expected an object')
  const result = configSchema.safeParse(input)
  if (!result.success) {
    let issue = result.error.issues[0] as Issue
    const path = issue.path.map(String)
    // In a union, the branch that got furthest into the value names the field best.
    if (issue.code === 'invalid_union') {
      const deepest = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0]
      if (deepest && deepest.path.length > 0) {
        path.push(...deepest.path.map(String))
        issue = deepest
      }
    }
    // Name the unknown key itself, so a typo points at the line to fix.
    if (issue.code === 'unrecognized_keys') path.push(issue.keys[0]!)
    throw new ConfigError(path.join('.') || 'config', reasonOf(issue))
  }
  const config = result.data
  const ids = config.networks.map((network) => network.caipNetworkId as string)
  const defaultNetwork = config.defaultNetwork ?? (ids.includes('eip155:1') ? 'eip155:1' : ids[0]!)
  if (!ids.includes(defaultNetwork)) {
    throw new ConfigError('defaultNetwork', `${defaultNetwork} is not among networks (${ids.join(', ')})`)
  }
  return { ...config, defaultNetwork }
}
