import type { AdapterDescriptor } from 'airlock'

declare module 'airlock' {
  interface AdapterNames {
    /** EVM chains (eip155): EIP-6963 and injected wallets, through viem. */
    evm: true
  }
}

/** The EVM adapter: its discovery (a few hundred bytes) and the adapter (with viem) load on first use. */
export const evmManifest = {
  name: 'evm',
  namespace: 'eip155',
  load: () => import('./index.js'),
  discover: () => import('./discover.js'),
} satisfies AdapterDescriptor
