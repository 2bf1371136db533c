import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { AirlockContext } from '../context.js'
import type { ChainAdapter, WalletInfo } from './ChainAdapter.js'
import { unwrapDefault } from '../unwrapDefault.js'
import type { AdapterDescriptor, AdapterFactory, AdapterInput, WalletDiscovery } from './defineAdapter.js'

/** The chain adapters of one kernel: known up front, loaded on first use. */
export interface AdapterHost {
  readonly descriptors: readonly AdapterDescriptor[]
  /** The adapter of `namespace`, loading its code the first time. */
  get(namespace: ChainNamespace): Promise<ChainAdapter>
  /** The adapter of `namespace` if its code is already loaded. */
  loaded(namespace: ChainNamespace): ChainAdapter | undefined
  /** Watches every adapter's wallet discovery; returns a function that stops watching. */
  discover(onChange: (wallets: WalletInfo[]) => void): () => void
}

/**
 * Resolves the config's adapters (built-in names or descriptors). Without `adapters` in the
 * config, the built-in adapter of every configured network's namespace is used.
 */
export function resolveAdapters(
  inputs: AdapterInput[] | undefined,
  namespaces: ChainNamespace[],
  builtins: Readonly<Record<string, AdapterDescriptor>>,
): AdapterDescriptor[] {
  if (!inputs) return Object.values(builtins).filter((adapter) => namespaces.includes(adapter.namespace))
  return inputs.flatMap((input) => (typeof input === 'string' ? (builtins[input] ?? []) : [input]))
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
      adapter = descriptor
        .load()
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
    discover(onChange) {
      const found = new Map<string, WalletInfo[]>()
      const stops: (() => void)[] = []
      let stopped = false
      for (const descriptor of descriptors) {
        descriptor
          .discover?.()
          .then((module) => {
            if (stopped) return
            stops.push(
              unwrapDefault<WalletDiscovery>(module)((wallets) => {
                found.set(descriptor.name, wallets)
                onChange([...found.values()].flat())
              }),
            )
          })
          .catch((error: unknown) => getContext().logger.warn(`Wallet discovery of ${descriptor.name} failed`, error))
      }
      return () => {
        stopped = true
        for (const stop of stops.splice(0)) stop()
      }
    },
  }
}
