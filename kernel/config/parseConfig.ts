import { ConfigError } from '../errors/ConfigError.js'
import type { ConnectorDescriptor } from '../connectors/defineConnector.js'
import type { PluginDescriptor } from '../plugins/definePlugin.js'
import type { ConfigExtensions, FeatureName, FeatureRegistry } from '../registry.js'
import { shapeOf } from './ConfigCheck.js'
import { configKeys, type CoreConfig, type CoreConfigInput, coreConfigChecks } from './coreConfig.js'
import { parseFeatures } from './parseFeatures.js'

/** What `features` in the config takes: each feature on or off, or its own options. */
export type FeaturesInput = { [F in FeatureName]?: boolean | FeatureRegistry[F]['input'] }

/**
 * The parsed `features`: each feature's options while it is on, `false` while it is off. A
 * feature whose options schema comes with its details (the built-in ones) holds the host's
 * value (`true` for its defaults) until they load with the modal or the feature.
 */
export type Features = { [F in FeatureName]: FeatureRegistry[F]['options'] | false }

/** The config a host passes to `createAirlock`. Every field but `projectId` is optional. */
export type AirlockConfigInput = Omit<CoreConfigInput, 'features'> & { features?: FeaturesInput } & Partial<ConfigExtensions>

/** The config after defaults are applied. */
export type AirlockConfig = Omit<CoreConfig, 'features'> & { features: Features; defaultNetwork: string } & ConfigExtensions

/** What the config is parsed against besides the kernel's own keys: the built-ins' manifests. */
export interface ConfigSources {
  features: readonly PluginDescriptor[]
  /** Connectors add top-level keys of their own (`relayUrl` …). */
  connectors: Readonly<Record<string, ConnectorDescriptor>>
}

/**
 * Checks and defaults the host's config: the keys hosts get wrong most and those start-up
 * reads (unknown keys, projectId, networks, defaultNetwork, features, plugins, adapters,
 * connectors, apiUrl's and locale's types). Throws `ConfigError` naming the first bad field
 * and why it is bad. The rest (`checkConfigDetails`) and each feature's options (see
 * `parseFeatures`) are checked with the modal's code, which reports the same ConfigError.
 */
export function parseConfig(input: unknown, sources: ConfigSources): AirlockConfig {
  if (typeof input !== 'object' || input === null) throw new ConfigError('config', 'expected an object')
  const keys = Object.values(sources.connectors).flatMap((connector) => Object.entries(connector.config ?? {}))
  const config = shapeOf({ ...coreConfigChecks, ...Object.fromEntries(keys.map(([key, kind]) => [key, configKeys[kind]])) })(input, '') as unknown as CoreConfig & ConfigExtensions
  // The host's plugins are features too, switched and configured the same way.
  const plugins = config.plugins.filter((plugin) => typeof plugin !== 'function')
  const features = parseFeatures(config.features ?? {}, [...sources.features, ...plugins])
  const ids = config.networks.map((network) => network.caipNetworkId as string)
  const defaultNetwork = config.defaultNetwork ?? (ids.includes('eip155:1') ? 'eip155:1' : ids[0]!)
  if (!ids.includes(defaultNetwork)) {
    throw new ConfigError('defaultNetwork', `${defaultNetwork} is not among networks (${ids.join(', ')})`)
  }
  return { ...config, features, defaultNetwork }
}
