import type { IdentifierString, WalletIcon } from '@wallet-standard/base'
import { createSolanaTestWallet, type SolanaTestWalletControl } from './createSolanaTestWallet.js'
import { registerWalletStandardWallet } from './registerWalletStandardWallet.js'

/** The configuration `installSolanaInjectedWallet` passes into the page. */
export interface SolanaInjectedWalletConfig {
  /** The 64-byte secret key, as numbers (it crosses into the page as JSON). */
  secretKey: number[]
  /** RPC URL by wallet-standard chain: the chains the wallet signs and sends for. */
  chains: Record<IdentifierString, string>
  name: string
  icon: WalletIcon
}

/**
 * Runs the Airlock Solana test wallet in the page, as a wallet extension's content script
 * would: it registers with the page's wallet-standard apps and remembers the site's
 * approval in the page's localStorage. Its control goes on `window.__airlockSolanaTestWallet`.
 * Only the top frame gets a wallet, so frames of other origins stay as a real page has them.
 */
export function solanaInjectedWallet(config: SolanaInjectedWalletConfig): SolanaTestWalletControl | undefined {
  if (window.top !== window) return undefined
  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    // Opaque origins (about:blank, data:) have no storage; the wallet then forgets on reload.
  }
  const { wallet, control } = createSolanaTestWallet({ ...config, secretKey: Uint8Array.from(config.secretKey), ...(storage && { storage }) })
  registerWalletStandardWallet(window, wallet)
  ;(window as unknown as { __airlockSolanaTestWallet?: SolanaTestWalletControl }).__airlockSolanaTestWallet = control
  return control
}
