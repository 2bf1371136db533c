import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../chains/caip/chainNamespaces.js'
import type { ConfigError } from './errors/ConfigError.js'

/**
 * The views the modal can show, each mapped to the data it takes (`undefined` for none).
 * Plugins add theirs by declaration merging, so a new feature never edits this file:
 *
 * @example
 * declare module 'airlock/kit' {
 *   interface ViewRegistry { Greeting: undefined; GreetingSent: { name: string } }
 * }
 */
export interface ViewRegistry {
  Connect: undefined
  Account: undefined
  /** The Account view's Tokens tab. */
  AccountTokens: undefined
  /** The Account view's NFTs tab. */
  AccountNfts: undefined
  AllWallets: undefined
  ConnectingExternal: {
    walletId: string
    name: string
    namespace: ChainNamespace
    icon?: string
    /** The registry entry, when the wallet came from the registry. */
    registryId?: string
    /** Where to get the wallet when it is not installed. */
    homepage?: string
  }
  Networks: undefined
  UnsupportedChain: undefined
}

/** The name of any registered view. */
export type ViewName = keyof ViewRegistry & string

/** One entry of the view stack. */
export interface ViewEntry<V extends ViewName = ViewName> {
  view: V
  data?: ViewRegistry[V]
}

/**
 * The events on the bus, each mapped to its payload. Names are namespaced (`modal:open`).
 * Plugins add theirs by declaration merging, like `ViewRegistry`.
 */
export interface AirlockEvents {
  'modal:open': { view: ViewName; connected: boolean }
  'modal:close': { connected: boolean }
  'router:change': { view: ViewName; depth: number }
  'account:connected': { namespace: ChainNamespace; address: string; caipNetworkId: CaipNetworkId; walletId: string }
  'account:changed': { namespace: ChainNamespace; address: string }
  'account:disconnected': { namespace: ChainNamespace }
  /** The API saw a transaction of the account; lists of its activity should refresh. */
  'account:activity': { namespace: ChainNamespace; caipAddress: CaipAddress; hash?: string }
  /** The account's balances changed on chain. */
  'account:balanceChanged': { namespace: ChainNamespace; caipAddress: CaipAddress }
  'network:changed': { caipNetworkId: CaipNetworkId; supported: boolean }
  'plugin:loaded': { name: string }
  'plugin:error': { name: string; error: Error }
  /** A config value found bad once the modal's code loaded (production builds check the rarer keys then). */
  'config:error': { error: ConfigError }
  /** A bus handler threw; the other handlers still ran. */
  'bus:handlerError': { type: string; error: unknown }
  /**
   * An analytics event (SPEC §7), on the bus whatever the settings; it reaches the API only
   * when the host opted in (`analytics: true`) and never for MODAL_CREATED.
   */
  'analytics:event': { event: AnalyticsEventName; properties: Record<string, unknown> }
}

/** The analytics events of SPEC §7; plugins may track others. */
export type AnalyticsEventName = 'MODAL_OPEN' | 'MODAL_CLOSE' | 'SOCIAL_LOGIN_SUCCESS' | 'ERROR_FETCH_TRANSACTIONS' | (string & {})

/** The name of any bus event. */
export type AirlockEventName = keyof AirlockEvents & string

/**
 * How a feature is configured under `config.features.<name>`: besides `true` and `false`, a
 * host may pass `Input`; the parsed config holds `Options` while the feature is on, `false`
 * while it is off.
 */
export interface FeatureConfig<Input = never, Options = true> {
  input: Input
  options: Options
}

/**
 * The features a host switches in `config.features`, each mapped to its `FeatureConfig`.
 * A feature adds itself by declaration merging in its manifest, built-in or not:
 *
 * @example
 * declare module 'airlock/kit' {
 *   interface FeatureRegistry { greeter: FeatureConfig<{ greeting?: string }, { greeting: string }> }
 * }
 */
export interface FeatureRegistry {}

/** The name of any feature. */
export type FeatureName = keyof FeatureRegistry & string

/**
 * What a plugin's setup returns as its `api`, by plugin name, for other plugins and its own
 * views to reach through `context.plugins.api(name)`. Added by declaration merging.
 */
export interface PluginApis {}

/**
 * The keys connectors add at the top level of the config, each mapped to its parsed type.
 * Added by declaration merging in the manifest that declares the key.
 */
export interface ConfigExtensions {}

/**
 * The names of the built-in chain adapters, which `config.adapters` accepts in place of a
 * descriptor. Added by declaration merging in each adapter's manifest.
 */
export interface AdapterNames {}

/**
 * The connectors, by name, each mapped to its runtime (a `Connector` with its own way to
 * begin a session). Added by declaration merging in each connector's manifest; built-in
 * names are what `config.connectors` accepts in place of a descriptor.
 */
export interface ConnectorRegistry {}

/** What `airlock.getProvider(namespace)` returns by namespace (EIP-1193 on eip155, a wallet-standard wallet on solana); each adapter's manifest adds its own. */
export interface ProviderRegistry {}
