import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../context.js'
import type { AdapterNames } from '../registry.js'
import type { ChainAdapter, WalletInfo } from './ChainAdapter.js'

/** Watches the browser for wallets of one namespace; returns a function that stops watching. */
export type WalletDiscovery = (onChange: (wallets: WalletInfo[]) => void) => () => void

/** Makes a `ChainAdapter` for one kernel. */
export type AdapterFactory = (context: AirlockContext) => ChainAdapter | Promise<ChainAdapter>

/** An adapter whose code loads on first use. */
export interface AdapterDescriptor {
  name: string
  namespace: ChainNamespace
  load: () => Promise<AdapterFactory | { default: AdapterFactory }>
  /**
   * Loads only the wallet discovery, a few hundred bytes, so the Connect view can list
   * installed wallets without loading the adapter and its chain library.
   */
  discover?: () => Promise<WalletDiscovery | { default: WalletDiscovery }>
}

/** What `adapters` in the config accepts: a built-in adapter's name, or a descriptor. */
export type AdapterInput = (keyof AdapterNames & string) | AdapterDescriptor

/**
 * Declares an adapter with full typing; its code loads only when first used.
 *
 * @example
 * export const cosmosAdapter = defineAdapter({ name: 'cosmos', namespace: 'cosmos', load: () => import('./cosmos.js') })
 */
export function defineAdapter<const A extends AdapterDescriptor>(adapter: A): A {
  return adapter
}
