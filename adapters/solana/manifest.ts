import type { AdapterDescriptor } from 'airlock'

declare module 'airlock' {
  interface AdapterNames {
    /** Solana: wallet-standard wallets, through @solana/web3.js. */
    solana: true
  }
}

/** The Solana adapter: its discovery and the adapter (with @solana/web3.js) load on first use. */
export const solanaManifest = {
  name: 'solana',
  namespace: 'solana',
  load: () => import('./index.js'),
  discover: () => import('./discover.js'),
} satisfies AdapterDescriptor
