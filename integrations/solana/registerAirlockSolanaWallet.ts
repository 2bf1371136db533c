import { getWallets } from '@wallet-standard/app'
import type { Airlock } from 'airlock/kit'
import { createAirlockSolanaWallet } from './createAirlockSolanaWallet.js'

/**
 * Registers the "Airlock" wallet through the wallet-standard, so `@solana/wallet-adapter-react`
 * lists it (with `wallets={[]}`) and its `useWallet()` signs and sends through whichever
 * Solana wallet Airlock connected. Returns a function that unregisters it.
 *
 * @example
 * registerAirlockSolanaWallet(airlock)
 * <WalletProvider wallets={[]} autoConnect>…</WalletProvider>
 */
export function registerAirlockSolanaWallet(airlock: Airlock): () => void {
  return getWallets().register(createAirlockSolanaWallet(airlock))
}
