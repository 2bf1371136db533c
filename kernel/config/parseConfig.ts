import type * as z from 'zod/mini'
import { ConfigError } from '../errors/ConfigError.js'
import { configSchema } from './configSchema.js'

/** The config a host passes to `createAirlock`. Every field but `projectId` is optional. */
export type AirlockConfigInput = Omit<z.input<typeof configSchema>, 'features'> & {
  features?: Omit<NonNullable<z.input<typeof configSchema>['features']>, 'socials'> & {
    socials?: false | NonNullable<z.input<typeof configSchema>['features']['socials']>
  }
}

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
    default:
      return issue.message
  }
}

const themeVariable = /^--airlock-[a-z0-9-]+$/

/**
 * Parses and defaults the host's config. Throws `ConfigError` naming the first bad field
 * and why it is bad.
 */
export function parseConfig(input: unknown): AirlockConfig {
  if (typeof input !== 'object' || input === null) throw new ConfigError('config', 'expected an object')
  const raw = input as AirlockConfigInput
  // `socials: false` means no social login, the same as an empty list.
  const features = raw.features ?? {}
  const normalized = typeof features === 'object' && features.socials === false ? { ...features, socials: [] } : features
  const result = configSchema.safeParse({ ...raw, features: normalized })
  if (!result.success) {
    const issue = result.error.issues[0] as Issue
    const path = issue.path.map(String)
    // Name the unknown key itself, so a typo points at the line to fix.
    if (issue.code === 'unrecognized_keys') path.push(issue.keys[0]!)
    throw new ConfigError(path.join('.') || 'config', reasonOf(issue))
  }
  const config = result.data
  for (const [name, value] of Object.entries(config.themeVariables)) {
    if (!themeVariable.test(name)) throw new ConfigError(`themeVariables.${name}`, 'must be a custom property named --airlock-*')
    if (typeof value !== 'string' && typeof value !== 'number') throw new ConfigError(`themeVariables.${name}`, 'expected string or number')
  }
  const ids = config.networks.map((network) => network.caipNetworkId as string)
  const defaultNetwork = config.defaultNetwork ?? (ids.includes('eip155:1') ? 'eip155:1' : ids[0]!)
  if (!ids.includes(defaultNetwork)) {
    throw new ConfigError('defaultNetwork', `${defaultNetwork} is not among networks (${ids.join(', ')})`)
  }
  return { ...config, defaultNetwork }
}
