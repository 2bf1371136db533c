import { mainnet } from '../../chains/networks/evmNetworks.js'
import { development } from '../development.js'
import { ConfigError } from '../errors/ConfigError.js'
import type { ConnectorDescriptor } from '../connectors/defineConnector.js'
import type { PluginDescriptor } from '../plugins/definePlugin.js'
import type { ConfigExtensions, FeatureName, FeatureRegistry } from '../registry.js'
import type { CoreConfig, CoreConfigInput } from './coreConfig.js'
import { parseFeatures } from './parseFeatures.js'

/** What `features` in the config takes: each feature on or off, or its own options. */
export type FeaturesInput = { [F in FeatureName]?: boolean | FeatureRegistry[F]['input'] }

/**
 * The parsed `features`: each feature's options while it is on, `false` while it is off. A
 * feature that takes options holds the host's value (`true` for its defaults) until the
 * plugin host checks it with the feature's details, then its options.
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

// The kernel's keys with no check here, with their defaults, fresh for each instance
// (`checkConfigDetails` checks them).
const defaults = () => ({ featuredWalletIds: [], excludeWalletIds: [], themeMode: 'light', themeVariables: {}, enableEmbedded: false, disableAppend: false, headless: false, analytics: false, messages: {} })
const keys = ['projectId', 'metadata', 'networks', 'defaultNetwork', 'adapters', 'connectors', 'features', 'nonce', 'apiUrl', 'plugins', 'locale', ...Object.keys(defaults())]

// The longer reasons below are written for the host's developer: a production build by Vite
// ships 'invalid' in their place (the error and the field it names are the same), as these
// texts would cost every page's start-up. Each is written out at its use, so the build can
// drop it.
const fail = (field: string, reason: string): never => {
  throw new ConfigError(field, reason)
}
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** `config[key]` when it is a list whose every item `rule` accepts (else fails with `reason`), or undefined. */
function listAt(config: Record<string, unknown>, key: string, rule: (item: unknown) => unknown, reason: string): unknown[] | undefined {
  const list = config[key]
  if (list === undefined) return undefined
  if (!Array.isArray(list)) return fail(key, 'expected array')
  list.forEach((item, index) => rule(item) || fail(`${key}.${index}`, reason))
  return list
}

/**
 * Checks and defaults the host's config: the keys hosts get wrong most and those start-up
 * reads (unknown keys, projectId, networks, defaultNetwork, features, plugins, adapters,
 * connectors, apiUrl's and locale's types). Throws `ConfigError` naming the first bad field
 * and why it is bad. The rest (`checkConfigDetails`) and each feature's options (see
 * `parseFeatures`) are checked with the modal's code, which reports the same ConfigError.
 */
export function parseConfig(input: unknown, sources: ConfigSources): AirlockConfig {
  if (!isObject(input)) return fail('config', 'expected an object')
  const extensions = Object.values(sources.connectors).flatMap((connector) => Object.entries(connector.config ?? {}))
  const { projectId } = input
  if (typeof projectId !== 'string') fail('projectId', projectId === undefined ? 'required' : 'expected string')
  if (!projectId) fail('projectId', development ? 'must be a non-empty string' : 'invalid')
  const networks = listAt(input, 'networks', (network) => isObject(network) && typeof network.caipNetworkId === 'string' && typeof network.chainNamespace === 'string' && Array.isArray((network.rpcUrls as { default?: { http?: unknown } } | undefined)?.default?.http), development ? 'must be a network object (with caipNetworkId, chainNamespace and rpcUrls)' : 'invalid') ?? [mainnet]
  if (!networks.length) fail('networks', development ? 'must list at least one network' : 'invalid')
  listAt(input, 'adapters', (adapter) => typeof adapter === 'string' || (isObject(adapter) && 'namespace' in adapter), development ? "must be a built-in adapter's name or one made with defineAdapter" : 'invalid')
  listAt(input, 'connectors', (connector) => typeof connector === 'string' || (isObject(connector) && 'name' in connector), development ? "must be a built-in connector's name or one made with defineConnector" : 'invalid')
  const plugins = (listAt(input, 'plugins', (plugin) => typeof plugin === 'function' || (isObject(plugin) && typeof plugin.name === 'string'), development ? 'must be a plugin made with definePlugin, a plugin descriptor, or a function that imports one' : 'invalid') ?? []) as AirlockConfig['plugins']
  for (const key of ['defaultNetwork', 'apiUrl', 'locale']) if (input[key] !== undefined && typeof input[key] !== 'string') fail(key, 'expected string')
  if (input.features !== undefined && !isObject(input.features)) fail('features', 'expected object')
  for (const key of Object.keys(input)) if (!keys.includes(key) && !extensions.some(([extension]) => extension === key)) fail(key, 'unknown option')
  // The host's plugins are features too, switched and configured the same way.
  const features = parseFeatures((input.features ?? {}) as Record<string, unknown>, [...sources.features, ...plugins.filter((plugin) => typeof plugin !== 'function')])
  const ids = networks.map((network) => (network as { caipNetworkId: string }).caipNetworkId)
  const defaultNetwork = (input.defaultNetwork as string | undefined) ?? (ids.includes('eip155:1') ? 'eip155:1' : ids[0]!)
  if (!ids.includes(defaultNetwork)) fail('defaultNetwork', `${defaultNetwork} is not among networks (${ids.join(', ')})`)
  const config: Record<string, unknown> = { ...input, networks, plugins, features, defaultNetwork }
  for (const [key, value] of [...Object.entries(defaults()), ...extensions.map(([key, kind]) => [key, kind === 'flag' ? false : undefined])]) config[key as string] ??= value
  // Metadata's optional fields, when it is an object (checkConfigDetails checks the rest).
  if (isObject(input.metadata)) config.metadata = { description: '', icons: [], ...input.metadata }
  return config as unknown as AirlockConfig
}
