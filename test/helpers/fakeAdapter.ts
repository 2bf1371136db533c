import type { AdapterDescriptor, AdapterEvents, ChainAdapter, ChainNamespace, ConnectResult, WalletInfo } from 'airlock'
import { vi } from 'vitest'

/**
 * A test double of a chain adapter: wallets to discover, and scripted wallet answers. With
 * `namespace` it speaks for another namespace (its scripted answers stay eip155's).
 */
export function createFakeAdapter(options: { wallets?: WalletInfo[]; address?: string; chainId?: number; namespace?: ChainNamespace } = {}) {
  const address = options.address ?? '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
  const listeners = new Map<keyof AdapterEvents, Set<(payload: never) => void>>()
  const result = (chainId: number): ConnectResult => ({
    address,
    caipNetworkId: `eip155:${chainId}`,
    accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
  })
  const namespace = options.namespace ?? 'eip155'
  const adapter: ChainAdapter = {
    namespace,
    name: `fake-${namespace}`,
    discover: () => () => {},
    connect: vi.fn(async () => result(options.chainId ?? 1)),
    reconnect: vi.fn(async () => result(options.chainId ?? 1)),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    getBalance: vi.fn(async () => ({ value: 1_234_500_000_000_000_000n, decimals: 18, symbol: 'ETH' })),
    signMessage: vi.fn(async () => '0xsigned'),
    sendTransaction: vi.fn(async () => '0xhash'),
    waitForTransaction: vi.fn(async () => ({ status: 'success' as const })),
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      set.add(handler as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(handler as (payload: never) => void)
    },
  }
  const descriptor: AdapterDescriptor = {
    name: namespace === 'eip155' ? 'fake' : `fake-${namespace}`,
    namespace,
    load: async () => () => adapter,
    discover: async () => (onChange) => {
      onChange(options.wallets ?? [])
      return () => {}
    },
  }
  /** Fires an adapter event as the wallet would. */
  function emit<K extends keyof AdapterEvents>(event: K, payload: AdapterEvents[K]) {
    for (const handler of listeners.get(event) ?? []) (handler as (value: AdapterEvents[K]) => void)(payload)
  }
  return { adapter, descriptor, emit }
}

/** A wallet announced in the browser. */
export function installedWallet(id: string, name: string): WalletInfo {
  return { id, name, rdns: id, namespace: 'eip155', installed: true }
}
