import type { AdapterDescriptor } from 'airlock/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'

declare module 'airlock/kit' {
  interface AdapterNames {
    /** EVM chains (eip155): EIP-6963 and injected wallets, through viem. */
    evm: true
  }
  interface ProviderRegistry {
    /** The connected wallet's EIP-1193 provider (a browser wallet's, or a session's eip155 side). */
    eip155: Eip1193Provider
  }
}

/** The EVM adapter: its discovery (a few hundred bytes) and the adapter (with viem) load on first use. */
export const evmManifest = {
  name: 'evm',
  namespace: 'eip155',
  details: () => import('./details.js'),
} satisfies AdapterDescriptor
