import type { AdapterDescriptor } from './defineAdapter.js'

/** The chain adapters that ship with Airlock, by name; each loads on first use. */
export const builtinAdapters: Record<'evm' | 'solana', AdapterDescriptor> = {
  evm: {
    name: 'evm',
    namespace: 'eip155',
    load: () => import('../../adapters/evm/index.js'),
    discover: () => import('../../adapters/evm/discover.js'),
  },
  solana: {
    name: 'solana',
    namespace: 'solana',
    load: () => import('../../adapters/solana/index.js'),
    discover: () => import('../../adapters/solana/discover.js'),
  },
}
