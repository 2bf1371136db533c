import * as v from 'valibot'
import { ConfigError } from '../errors/ConfigError.js'
import type { ConnectorDescriptor } from '../connectors/defineConnector.js'
import type { PluginDescriptor } from '../plugins/definePlugin.js'
import type { ConfigExtensions, FeatureName, FeatureRegistry } from '../registry.js'
import { configKeys, coreConfigShape } from './configSchema.js'
import { parseFeatures } from './parseFeatures.js'
import { type ConfigIssue, toConfigError } from './toConfigError.js'

type CoreSchema = v.StrictObjectSchema<typeof coreConfigShape, undefined>
type CoreInput = v.InferInput<CoreSchema>
type CoreOutput = v.InferOutput<CoreSchema>

/** What `features` in the config takes: each feature on or off, or its own options. */
export type FeaturesInput = { [F in FeatureName]?: boolean | FeatureRegistry[F]['input'] }

/** The parsed `features`: each feature's options while it is on, `false` while it is off. */
export type Features = { [F in FeatureName]: FeatureRegistry[F]['options'] | false }

/** The config a host passes to `createAirlock`. Every field but `projectId` is optional. */
export type AirlockConfigInput = Omit<CoreInput, 'features'> & { features?: FeaturesInput } & Partial<ConfigExtensions>

/** The config after defaults are applied. */
export type AirlockConfig = Omit<CoreOutput, 'features'> & { features: Features; defaultNetwork: string } & ConfigExtensions

/** What the config is parsed against besides the kernel's own keys: the built-ins' manifests. */
export interface ConfigSources {
  features: readonly PluginDescriptor[]
  /** Connectors add top-level keys of their own (`relayUrl` …). */
  connectors: Readonly<Record<string, ConnectorDescriptor>>
}

const themeVariable = /^--airlock-[a-z0-9-]+$/

/**
 * Parses and defaults the host's config. Throws `ConfigError` naming the first bad field
 * and why it is bad.
 */
export function parseConfig(input: unknown, sources: ConfigSources): AirlockConfig {
  if (typeof input !== 'object' || input === null) throw new ConfigError('config', 'expected an object')
  const keys = Object.values(sources.connectors).flatMap((connector) => Object.entries(connector.config ?? {}))
  const shape = Object.fromEntries(keys.map(([key, kind]) => [key, configKeys[kind]()]))
  const result = v.safeParse(v.strictObject({ ...coreConfigShape, ...shape }), input)
  if (!result.success) throw toConfigError(result.issues as unknown as ConfigIssue[])
  const config = result.output as CoreOutput & ConfigExtensions
  // The host's plugins are features too, switched and configured the same way.
  const plugins = config.plugins.filter((plugin) => typeof plugin !== 'function')
  const features = parseFeatures(config.features ?? {}, [...sources.features, ...plugins])
  for (const [name, value] of Object.entries(config.themeVariables)) {
    if (!themeVariable.test(name)) throw new ConfigError(`themeVariables.${name}`, 'must be a custom property named --airlock-*')
    if (typeof value !== 'string' && typeof value !== 'number') throw new ConfigError(`themeVariables.${name}`, 'expected string or number')
  }
  const ids = config.networks.map((network) => network.caipNetworkId as string)
  const defaultNetwork = config.defaultNetwork ?? (ids.includes('eip155:1') ? 'eip155:1' : ids[0]!)
  if (!ids.includes(defaultNetwork)) {
    throw new ConfigError('defaultNetwork', `${defaultNetwork} is not among networks (${ids.join(', ')})`)
  }
  return { ...config, features, defaultNetwork }
}
