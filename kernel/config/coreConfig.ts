import type { Network } from '../../chains/networks/Network.js'
import type { AdapterInput } from '../adapters/defineAdapter.js'
import type { ConnectorInput } from '../connectors/defineConnector.js'
import type { PluginInput } from '../plugins/definePlugin.js'

/** The kernel's own keys of `createAirlock(config)`, as a host writes them (`parseConfig` checks them). */
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
  /**
   * The host draws its own UI with the features' apis (`loadFeature`, the headless hooks):
   * the modal never opens and its code, and any view's, never loads. Default: false.
   */
  headless?: boolean | undefined
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
