import * as z from 'zod/mini'
import { mainnet } from '../../chains/networks/evmNetworks.js'
import type { Network } from '../../chains/networks/Network.js'
import type { AdapterInput } from '../adapters/defineAdapter.js'
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

/** Whether `value` is a non-null object. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const nonEmpty = () => z.string().check(z.refine((value) => value.length > 0, 'must be a non-empty string'))
/** An absolute URL. */
export const url = () => z.string().check(z.refine(isUrl, 'must be an absolute URL'))
// A string from a fixed list; `refine` rather than `z.enum`, one zod kind fewer at start-up.
const oneOf = <T extends string>(values: readonly T[]) =>
  z.string().check(z.refine((value) => values.includes(value as T), `expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}`)) as unknown as z.ZodMiniType<T>
/** A boolean that defaults to `value`. */
export const on = (value: boolean) => z._default(z.boolean(), value)

const network = z.custom<Network>(
  (value) => isObject(value) && typeof value.caipNetworkId === 'string' && typeof value.chainNamespace === 'string' && Array.isArray((value as unknown as Network).rpcUrls?.default?.http),
  'must be a network object (with caipNetworkId, chainNamespace and rpcUrls)',
)

const plugin = z.custom<PluginInput>(
  (value) => typeof value === 'function' || (isObject(value) && typeof value.name === 'string'),
  'must be a plugin made with definePlugin, a plugin descriptor, or a function that imports one',
)

const adapter = z.custom<AdapterInput>(
  (value) => typeof value === 'string' || (isObject(value) && typeof value.namespace === 'string'),
  "must be a built-in adapter's name or an adapter made with defineAdapter",
)

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
  adapters: z.optional(z.array(adapter)),
  /** Checked by parseFeatures against each feature's own schema. */
  features: z.optional(z.custom<Record<string, unknown>>(isObject, 'expected object')),
  featuredWalletIds: z._default(z.array(z.string()), []),
  excludeWalletIds: z._default(z.array(z.string()), []),
  themeMode: z._default(oneOf(['light', 'dark'] as const), 'light'),
  /** CSS custom properties named `--airlock-*`, applied to the modal. */
  themeVariables: z._default(z.custom<Record<string, string | number>>(isObject, 'expected object'), {}),
  enableEmbedded: on(false),
  disableAppend: on(false),
  /** The host manages WalletConnect itself; the modal only shows the QR view. */
  manualWalletConnect: on(false),
  apiUrl: z.optional(url()),
  relayUrl: z.optional(url()),
  /** Anonymous usage analytics; off unless the host opts in. */
  analytics: on(false),
  plugins: z._default(z.array(plugin), []),
}
