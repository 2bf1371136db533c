import { mainnet } from '../../chains/networks/evmNetworks.js'
import type { Network } from '../../chains/networks/Network.js'
import type { AdapterInput } from '../adapters/defineAdapter.js'
import type { ConnectorInput } from '../connectors/defineConnector.js'
import type { PluginInput } from '../plugins/definePlugin.js'
import { type ConfigCheck, fail, is, listOf, optional, required, that } from './ConfigCheck.js'

/** The kernel's own keys of `createAirlock(config)`, as a host writes them. */
export interface CoreConfigInput {
  /** The project's id at the API. */
  projectId: string
  /** The app, as wallets and sign-in messages show it (SPEC §3 app metadata). */
  metadata?: { name: string; description?: string | undefined; url: string; icons?: string[] | undefined } | undefined
  /** Default: `[mainnet]`. */
  networks?: Network[] | undefined
  /** A CAIP-2 id among `networks`. Default: eip155:1 when listed, else the first network. */
  defaultNetwork?: string | undefined
  /** Default: the built-in adapter of each network's namespace. */
  adapters?: AdapterInput[] | undefined
  /** Default: every built-in connector. */
  connectors?: ConnectorInput[] | undefined
  /** Each feature on or off, or its options. */
  features?: Record<string, unknown> | undefined
  featuredWalletIds?: string[] | undefined
  excludeWalletIds?: string[] | undefined
  /** Default: 'light'. */
  themeMode?: 'light' | 'dark' | undefined
  /** CSS custom properties named `--airlock-*`, applied to the modal. */
  themeVariables?: Record<string, string | number> | undefined
  /** The Content-Security-Policy nonce Airlock's style elements carry. */
  nonce?: string | undefined
  /** The modal renders where `<AirlockModal />` is placed, always open. Default: false. */
  enableEmbedded?: boolean | undefined
  /** The host places `<AirlockModal />` itself. Default: false. */
  disableAppend?: boolean | undefined
  apiUrl?: string | undefined
  /** Anonymous usage analytics; off unless the host opts in. */
  analytics?: boolean | undefined
  plugins?: PluginInput[] | undefined
  /** The modal's language (a BCP 47 tag such as 'ja' or 'pt-BR'); default: the browser's languages. */
  locale?: string | undefined
  /** The host's own texts by message id (`{ 'connect.title': 'Sign in' }`), `{name}` filled from the message's values. */
  messages?: Record<string, string> | undefined
}

/** The kernel's own keys after checking, with their defaults. */
export type CoreConfig = Omit<
  Required<CoreConfigInput>,
  'metadata' | 'defaultNetwork' | 'adapters' | 'connectors' | 'features' | 'nonce' | 'apiUrl' | 'locale'
> &
  Pick<CoreConfigInput, 'defaultNetwork' | 'adapters' | 'connectors' | 'features' | 'nonce' | 'apiUrl' | 'locale'> & {
    metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const string = is<string>('string')
const nonEmpty = that(string, (value) => value.length > 0, 'must be a non-empty string')
// A value `rule` accepts, else `reason`.
const custom =
  (rule: (value: unknown) => boolean, reason: string): ConfigCheck =>
  (value, path) =>
    rule(value) ? value : fail(path, reason)
// Any value, checked by `checkConfigDetails`; left out, `fallback()`.
const later = (fallback?: () => unknown): ConfigCheck => optional((value) => value, fallback)
// A built-in adapter's or connector's name, or a descriptor made with defineAdapter or defineConnector.
const builtinOr = (key: 'namespace' | 'name', made: string) =>
  optional(listOf(custom((value) => typeof value === 'string' || (isObject(value) && key in value), `must be a built-in ${key === 'namespace' ? 'adapter' : 'connector'}'s name or one made with ${made}`)))

/** The defaults of the config keys connectors declare by kind (`checkConfigDetails` checks them). */
export const configKeys: Record<'url' | 'flag', ConfigCheck> = { url: later(), flag: later(() => false) }

/**
 * The checks of the kernel's own keys at `createAirlock`, in every build: the keys hosts get
 * wrong most, and those start-up reads (see `CoreConfigInput` for each field). The others
 * only get their defaults here; `checkConfigDetails` checks them.
 */
export const coreConfigChecks: Record<keyof CoreConfigInput, ConfigCheck> = {
  projectId: required(nonEmpty),
  metadata: optional((value) => (isObject(value) ? { description: '', icons: [], ...value } : value)),
  networks: optional(
    that(
      listOf(custom((value) => isObject(value) && typeof value.caipNetworkId === 'string' && typeof value.chainNamespace === 'string' && Array.isArray((value as unknown as Network).rpcUrls?.default?.http), 'must be a network object (with caipNetworkId, chainNamespace and rpcUrls)')),
      (list) => list.length > 0,
      'must list at least one network',
    ),
    () => [mainnet],
  ),
  defaultNetwork: optional(string),
  adapters: builtinOr('namespace', 'defineAdapter'),
  connectors: builtinOr('name', 'defineConnector'),
  /** Checked by parseFeatures against the features there are. */
  features: optional(is('object')),
  featuredWalletIds: later(() => []),
  excludeWalletIds: later(() => []),
  themeMode: later(() => 'light'),
  themeVariables: later(() => ({})),
  nonce: later(),
  enableEmbedded: later(() => false),
  disableAppend: later(() => false),
  apiUrl: optional(string),
  analytics: later(() => false),
  plugins: optional(listOf(custom((value) => typeof value === 'function' || (isObject(value) && typeof value.name === 'string'), 'must be a plugin made with definePlugin, a plugin descriptor, or a function that imports one')), () => []),
  locale: optional(string),
  messages: later(() => ({})),
}
