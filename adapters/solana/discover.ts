import type { WalletInfo } from 'airlock/kit'
import { discoverWalletStandardWallets } from './discoverWalletStandardWallets.js'

/**
 * The discovery-only entry of the Solana adapter: lists the page's wallet-standard Solana
 * wallets for the Connect view from a chunk of a few hundred bytes, without @solana/web3.js.
 * Returns a function that stops watching.
 */
export default function discoverSolanaWallets(onChange: (wallets: WalletInfo[]) => void): () => void {
  return discoverWalletStandardWallets((wallets) => onChange(wallets.map(({ info }) => info)))
}
