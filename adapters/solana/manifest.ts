import type { Wallet } from '@wallet-standard/base'
import type { AdapterDescriptor } from 'airlock/kit'

declare module 'airlock/kit' {
  interface AdapterNames {
    /** Solana: wallet-standard wallets, through @solana/web3.js. */
    solana: true
  }
  interface ProviderRegistry {
    /**
     * The connected wallet as a wallet-standard wallet with the Solana features
     * (`solana:signMessage`, `solana:signTransaction`, `solana:signAndSendTransaction`): the
     * wallet itself when it is one, else one over the session's solana side.
     */
    solana: Wallet
  }
}

/** The Solana adapter: its discovery and the adapter (with @solana/web3.js) load on first use. */
export const solanaManifest = {
  name: 'solana',
  namespace: 'solana',
  details: () => import('./details.js'),
} satisfies AdapterDescriptor
