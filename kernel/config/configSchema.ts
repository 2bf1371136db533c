import * as z from 'zod/mini'
import { mainnet } from '../../chains/networks/evmNetworks.js'
import type { Network } from '../../chains/networks/Network.js'
import type { AdapterInput } from '../adapters/defineAdapter.js'
import type { ConnectorInput } from '../connectors/defineConnector.js'
import type { PluginInput } from '../plugins/definePlugin.js'

// The schema uses few zod kinds on purpose: each kind adds to every host's start-up bundle.
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
const nonEmpty = () => z.string().check(z.refine((value) => value.length > 0, 'must be a non-empty string'))
/** An absolute URL. */
const url = () => z.string().check(z.refine(isUrl, 'must be an absolute URL'))
// A string from a fixed list; `refine` rather than `z.enum`, one zod kind fewer at start-up.
const oneOf = <T extends string>(values: readonly T[]) =>
  z.string().check(z.refine((value) => values.includes(value as T), `expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}`)) as unknown as z.ZodMiniType<T>
/** A boolean that defaults to `value`. */
const on = (value: boolean) => z._default(z.boolean(), value)

const network = z.custom<Network>(
  (value) => isObject(value) && typeof value.caipNetworkId === 'string' && typeof value.chainNamespace === 'string' && Array.isArray((value as unknown as Network).rpcUrls?.default?.http),
  'must be a network object (with caipNetworkId, chainNamespace and rpcUrls)',
)

const plugin = z.custom<PluginInput>(
  (value) => typeof value === 'function' || (isObject(value) && typeof value.name === 'string'),
  'must be a plugin made with definePlugin, a plugin descriptor, or a function that imports one',
)

// A built-in adapter's or connector's name, or a descriptor made with defineAdapter or defineConnector.
const builtinOr = <T>(kind: 'adapter' | 'connector', key: 'namespace' | 'connector') =>
  z.array(z.custom<T>((value) => typeof value === 'string' || (isObject(value) && key in value), `must be a built-in ${kind}'s name or one made with define${kind === 'adapter' ? 'Adapter' : 'Connector'}`))

/** The schemas of the config keys connectors declare by kind. */
export const configKeys = { url: () => z.optional(url()), flag: () => on(false) }

/** The kernel's own keys of `createAirlock(config)`; see `AirlockConfigInput` for each field. */
export const coreConfigShape = {
  projectId: nonEmpty(),
  metadata: z.optional(
    z.strictObject({
      name: nonEmpty(),
      description: z._default(z.string(), ''),
      url: url(),
      icons: z._default(z.array(url()), []),
    }),
  ),
  networks: z._default(
    z.array(network).check(z.refine((list) => list.length > 0, 'must list at least one network')),
    [mainnet],
  ),
  defaultNetwork: z.optional(z.string()),
  adapters: z.optional(builtinOr<AdapterInput>('adapter', 'namespace')),
  connectors: z.optional(builtinOr<ConnectorInput>('connector', 'connector')),
  /** Checked by parseFeatures against each feature's own schema. */
  features: z.optional(z.custom<Record<string, unknown>>(isObject, 'expected object')),
  featuredWalletIds: z._default(z.array(z.string()), []),
  excludeWalletIds: z._default(z.array(z.string()), []),
  themeMode: z._default(oneOf(['light', 'dark'] as const), 'light'),
  /** CSS custom properties named `--airlock-*`, applied to the modal. */
  themeVariables: z._default(z.custom<Record<string, string | number>>(isObject, 'expected object'), {}),
  /** The Content-Security-Policy nonce Airlock's style elements carry. */
  nonce: z.optional(z.string()),
  enableEmbedded: on(false),
  disableAppend: on(false),
  apiUrl: z.optional(url()),
  /** Anonymous usage analytics; off unless the host opts in. */
  analytics: on(false),
  plugins: z._default(z.array(plugin), []),
}
