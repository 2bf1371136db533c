import * as z from 'zod/mini'
import type { AdapterInput } from '../adapters/defineAdapter.js'
import { mainnet } from '../../chains/networks/evmNetworks.js'
import type { Network } from '../../chains/networks/Network.js'
import type { PluginInput } from '../plugins/definePlugin.js'
import { socialProviders } from './socialProviders.js'

// The schema uses few zod kinds on purpose: each kind adds to every host's start-up bundle.
// Checks that need no schema of their own (theme variable names, the default network) run
// after parsing, in parseConfig.

function isUrl(value: string) {
  try {
    return Boolean(new URL(value).protocol)
  } catch {
    return false
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const nonEmpty = () => z.string().check(z.refine((value) => value.length > 0, 'must be a non-empty string'))
const url = () => z.string().check(z.refine(isUrl, 'must be an absolute URL'))
// A string from a fixed list; `refine` rather than `z.enum`, one zod kind fewer at start-up.
const oneOf = <T extends string>(values: readonly T[]) =>
  z.string().check(z.refine((value) => values.includes(value as T), `expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}`)) as unknown as z.ZodMiniType<T>
const on = (value: boolean) => z._default(z.boolean(), value)

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
  "must be a built-in adapter name ('evm', 'solana') or an adapter made with defineAdapter",
)

/** The features a host can switch on and off. */
export const featuresSchema = z.strictObject({
  email: on(true),
  /** The social providers offered, in order; `false` (or an empty list) hides social login. */
  socials: z._default(z.array(oneOf([...socialProviders, 'farcaster'] as const)), [
    'google',
    'x',
    'github',
    'discord',
    'apple',
    'facebook',
    'farcaster',
  ]),
  swaps: on(true),
  send: on(true),
  receive: on(true),
  onramp: on(true),
  activity: on(true),
  pay: on(false),
  siwx: on(false),
  names: on(false),
})

/** The schema of `createAirlock(config)`; see `AirlockConfigInput` for each field. */
export const configSchema = z.strictObject({
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
  features: featuresSchema,
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
  frameUrl: z.optional(url()),
  relayUrl: z.optional(url()),
  /** Anonymous usage analytics; off unless the host opts in. */
  analytics: on(false),
  plugins: z._default(z.array(plugin), []),
})
