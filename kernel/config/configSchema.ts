import * as v from 'valibot'
import { mainnet } from '../../chains/networks/evmNetworks.js'
import type { Network } from '../../chains/networks/Network.js'
import type { AdapterInput } from '../adapters/defineAdapter.js'
import type { ConnectorInput } from '../connectors/defineConnector.js'
import type { PluginInput } from '../plugins/definePlugin.js'

// valibot: a bundler drops the schema kinds left unused, so the schema costs start-up little.
// Checks that need no schema of their own (theme variable names, the default network) run
// after parsing, in parseConfig; `features` is checked against the features' own schemas, in
// parseFeatures; adapters and connectors add the keys of their own manifests.

function isUrl(value: string) {
  try {
    return Boolean(new URL(value).protocol)
  } catch {
    return false
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const nonEmpty = () => v.pipe(v.string(), v.check((value) => value.length > 0, 'must be a non-empty string'))
/** An absolute URL. */
const url = () => v.pipe(v.string(), v.check(isUrl, 'must be an absolute URL'))
// A string from a fixed list; a check rather than `v.picklist`, one kind fewer at start-up.
const oneOf = <T extends string>(values: readonly T[]) =>
  v.pipe(v.string(), v.check((value) => values.includes(value as T), `expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}`)) as unknown as v.GenericSchema<T>
/** A boolean that defaults to `value`. */
const on = (value: boolean) => v.optional(v.boolean(), value)

const network = v.custom<Network>(
  (value) => isObject(value) && typeof value.caipNetworkId === 'string' && typeof value.chainNamespace === 'string' && Array.isArray((value as unknown as Network).rpcUrls?.default?.http),
  'must be a network object (with caipNetworkId, chainNamespace and rpcUrls)',
)

const plugin = v.custom<PluginInput>(
  (value) => typeof value === 'function' || (isObject(value) && typeof value.name === 'string'),
  'must be a plugin made with definePlugin, a plugin descriptor, or a function that imports one',
)

// A built-in adapter's or connector's name, or a descriptor made with defineAdapter or defineConnector.
const builtinOr = <T>(kind: 'adapter' | 'connector', key: 'namespace' | 'connector') =>
  v.array(v.custom<T>((value) => typeof value === 'string' || (isObject(value) && key in value), `must be a built-in ${kind}'s name or one made with define${kind === 'adapter' ? 'Adapter' : 'Connector'}`))

/** The schemas of the config keys connectors declare by kind. */
export const configKeys = { url: () => v.optional(url()), flag: () => on(false) }

/** The kernel's own keys of `createAirlock(config)`; see `AirlockConfigInput` for each field. */
export const coreConfigShape = {
  projectId: nonEmpty(),
  metadata: v.optional(
    v.strictObject({
      name: nonEmpty(),
      description: v.optional(v.string(), ''),
      url: url(),
      icons: v.optional(v.array(url()), () => []),
    }),
  ),
  networks: v.optional(
    v.pipe(v.array(network), v.check((list) => list.length > 0, 'must list at least one network')),
    () => [mainnet],
  ),
  defaultNetwork: v.optional(v.string()),
  adapters: v.optional(builtinOr<AdapterInput>('adapter', 'namespace')),
  connectors: v.optional(builtinOr<ConnectorInput>('connector', 'connector')),
  /** Checked by parseFeatures against each feature's own schema. */
  features: v.optional(v.custom<Record<string, unknown>>(isObject, 'expected object')),
  featuredWalletIds: v.optional(v.array(v.string()), () => []),
  excludeWalletIds: v.optional(v.array(v.string()), () => []),
  themeMode: v.optional(oneOf(['light', 'dark'] as const), 'light'),
  /** CSS custom properties named `--airlock-*`, applied to the modal. */
  themeVariables: v.optional(v.custom<Record<string, string | number>>(isObject, 'expected object'), () => ({})),
  /** The Content-Security-Policy nonce Airlock's style elements carry. */
  nonce: v.optional(v.string()),
  enableEmbedded: on(false),
  disableAppend: on(false),
  apiUrl: v.optional(url()),
  /** Anonymous usage analytics; off unless the host opts in. */
  analytics: on(false),
  plugins: v.optional(v.array(plugin), () => []),
  /** The modal's language (a BCP 47 tag such as 'ja' or 'pt-BR'); default: the browser's languages. */
  locale: v.optional(v.string()),
  /** The host's own texts by message id (`{ 'connect.title': 'Sign in' }`), `{name}` filled from the message's values. */
  messages: v.optional(v.custom<Record<string, string>>((value) => isObject(value) && Object.values(value).every((text) => typeof text === 'string'), 'must map message ids to strings'), () => ({})),
}
