import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../context.js'
import type { ChainAdapter } from './ChainAdapter.js'
import { unwrapDefault } from '../unwrapDefault.js'
import { type AdapterDescriptor, type AdapterFactory, adapterLoader } from './defineAdapter.js'

/** The chain adapters of one kernel: known up front, loaded on first use. */
export interface AdapterHost {
  readonly descriptors: readonly AdapterDescriptor[]
  /** The adapter of `namespace`, loading its code the first time. */
  get(namespace: ChainNamespace): Promise<ChainAdapter>
  /** The adapter of `namespace` if its code is already loaded. */
  loaded(namespace: ChainNamespace): ChainAdapter | undefined
}

/** Creates the adapter host of one kernel. */
export function createAdapterHost(descriptors: AdapterDescriptor[], getContext: () => AirlockContext): AdapterHost {
  const adapters = new Map<ChainNamespace, Promise<ChainAdapter>>()
  const ready = new Map<ChainNamespace, ChainAdapter>()

  function get(namespace: ChainNamespace) {
    let adapter = adapters.get(namespace)
    if (!adapter) {
      const descriptor = descriptors.find((candidate) => candidate.namespace === namespace)
      if (!descriptor) return Promise.reject(new Error(`No adapter is configured for ${namespace}`))
      adapter = adapterLoader(descriptor, 'load')
        .then((load) => load())
        .then((module) => unwrapDefault<AdapterFactory>(module)(getContext()))
        .then((loaded) => {
          ready.set(namespace, loaded)
          return loaded
        })
      adapter.catch(() => adapters.delete(namespace))
      adapters.set(namespace, adapter)
    }
    return adapter
  }

  return {
    descriptors,
    get,
    loaded: (namespace) => ready.get(namespace),
  }
}
