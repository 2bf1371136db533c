import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../context.js'
import type { AdapterNames } from '../registry.js'
import type { ChainAdapter, WalletInfo } from './ChainAdapter.js'

/** Watches the browser for wallets of one namespace; returns a function that stops watching. */
export type WalletDiscovery = (onChange: (wallets: WalletInfo[]) => void) => () => void

/** Makes a `ChainAdapter` for one kernel. */
export type AdapterFactory = (context: AirlockContext) => ChainAdapter | Promise<ChainAdapter>

/** How an adapter's code loads: the adapter, and apart from it its wallet discovery. */
export interface AdapterLoaders {
  load: () => Promise<AdapterFactory | { default: AdapterFactory }>
  /**
   * Loads only the wallet discovery, a few hundred bytes, so the Connect view can list
   * installed wallets without loading the adapter and its chain library.
   */
  discover?: () => Promise<WalletDiscovery | { default: WalletDiscovery }>
}

/**
 * An adapter whose code loads on first use: its loaders, or `details`, one loader of a module
 * that exports them (what the built-in manifests do, so start-up holds one loader each).
 */
export interface AdapterDescriptor extends Partial<AdapterLoaders> {
  name: string
  namespace: ChainNamespace
  details?: () => Promise<AdapterLoaders>
}

/** The adapter's loader of `kind`, its own or its details'. */
export async function adapterLoader<K extends keyof AdapterLoaders>(descriptor: AdapterDescriptor, kind: K): Promise<AdapterLoaders[K]> {
  return (descriptor[kind] ?? (await descriptor.details?.())?.[kind]) as AdapterLoaders[K]
}

/** What `adapters` in the config accepts: a built-in adapter's name, or a descriptor. */
export type AdapterInput = (keyof AdapterNames & string) | AdapterDescriptor

/**
 * Declares an adapter with full typing; its code loads only when first used.
 *
 * @example
 * export const cosmosAdapter = defineAdapter({ name: 'cosmos', namespace: 'cosmos', details: () => import('./details.js') })
 */
export function defineAdapter<const A extends AdapterDescriptor>(adapter: A): A {
  return adapter
}
