import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { AirlockContext } from '../context.js'
import type { ChainAdapter } from './ChainAdapter.js'

/** Makes a `ChainAdapter` for one kernel. */
export type AdapterFactory = (context: AirlockContext) => ChainAdapter | Promise<ChainAdapter>

/** An adapter whose code loads on first use. */
export interface AdapterDescriptor {
  name: string
  namespace: ChainNamespace
  load: () => Promise<AdapterFactory | { default: AdapterFactory }>
}

/** What `adapters` in the config accepts: a built-in adapter's name, or a descriptor. */
export type AdapterInput = 'evm' | 'solana' | AdapterDescriptor

/**
 * Declares an adapter with full typing; its code loads only when first used.
 *
 * @example
 * export const cosmosAdapter = defineAdapter({ name: 'cosmos', namespace: 'cosmos', load: () => import('./cosmos.js') })
 */
export function defineAdapter<const A extends AdapterDescriptor>(adapter: A): A {
  return adapter
}
