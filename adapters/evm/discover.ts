import type { WalletInfo } from 'airlock/kit'
import { discoverEip6963Wallets } from './discoverEip6963Wallets.js'

/**
 * The discovery-only entry of the EVM adapter: lists the page's EIP-6963 and injected
 * wallets for the Connect view from a chunk of a few hundred bytes, without viem.
 * Returns a function that stops watching.
 */
export default function discoverEvmWallets(onChange: (wallets: WalletInfo[]) => void): () => void {
  return discoverEip6963Wallets((wallets) => onChange(wallets.map(({ info }) => info)))
}
