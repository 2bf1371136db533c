import * as z from 'zod/mini'
import type { AdapterInput } from '../adapters/defineAdapter.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { Network } from '../networks/Network.js'
import type { PluginInput } from '../plugins/definePlugin.js'
import { socialProviders } from './socialProviders.js'

function isUrl(value: string) {
  try {
    return Boolean(new URL(value).protocol)
  } catch {
    return false
  }
}

const url = () => z.string().check(z.refine(isUrl, 'must be an absolute URL'))
const on = (value: boolean) => z._default(z.boolean(), value)

const network = z.custom<Network>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Network).caipNetworkId === 'string' &&
    typeof (value as Network).chainNamespace === 'string' &&
    Array.isArray((value as Network).rpcUrls?.default?.http),
  'must be a network object (with caipNetworkId, chainNamespace and rpcUrls)',
)

const plugin = z.custom<PluginInput>(
  (value) =>
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'),
  'must be a plugin made with definePlugin, a plugin descriptor, or a function that imports one',
)

const adapter = z.custom<AdapterInput>(
  (value) =>
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && typeof (value as { namespace?: unknown }).namespace === 'string'),
  "must be a built-in adapter name ('evm', 'solana') or an adapter made with defineAdapter",
)

/** The features a host can switch on and off. */
export const featuresSchema = z.strictObject({
  email: on(true),
  /** The social providers offered, in order; `false` hides social login. */
  socials: z._default(
    z.union([z.literal(false), z.array(z.enum([...socialProviders, 'farcaster']))]),
    ['google', 'x', 'github', 'discord', 'apple', 'facebook', 'farcaster'],
  ),
  swaps: on(true),
  send: on(true),
  receive: on(true),
  onramp: on(true),
  activity: on(true),
  pay: on(false),
  siwx: on(false),
  names: on(false),
})

/** The schema of `createAirlock(config)`; see `AirlockConfig` for each field. */
export const configSchema = z.strictObject({
  projectId: z.string().check(z.minLength(1, 'must be a non-empty string')),
  metadata: z.optional(
    z.strictObject({
      name: z.string().check(z.minLength(1, 'must be a non-empty string')),
      description: z._default(z.string(), ''),
      url: url(),
      icons: z._default(z.array(url()), []),
    }),
  ),
  networks: z._default(z.array(network).check(z.minLength(1, 'must list at least one network')), [mainnet]),
  defaultNetwork: z.optional(z.string().check(z.regex(/^[^:]+:[^:]+$/, 'must be a CAIP-2 network id'))),
  adapters: z.optional(z.array(adapter)),
  features: z.prefault(featuresSchema, {}),
  featuredWalletIds: z._default(z.array(z.string()), []),
  excludeWalletIds: z._default(z.array(z.string()), []),
  themeMode: z._default(z.enum(['light', 'dark']), 'light'),
  themeVariables: z._default(
    z.record(
      z.string().check(z.regex(/^--airlock-[a-z0-9-]+$/, 'must be a custom property named --airlock-*')),
      z.union([z.string(), z.number()]),
    ),
    {},
  ),
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
