import { PublicKey } from '@solana/web3.js'
import type { IdentifierString, WalletIcon } from '@wallet-standard/base'
import type { BrowserContext } from 'playwright-core'
import { buildSolanaInjectedWallet, solanaInjectedWalletGlobal } from './buildSolanaInjectedWallet.js'
import type { SolanaInjectedWalletConfig } from './solanaInjectedWallet.js'

const icon: WalletIcon = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#7c3aed"/><path d="M28 62h40M28 48h40M28 34h40" stroke="#fff" stroke-width="8" stroke-linecap="round"/></svg>',
).toString('base64')}`

/** Options of {@link installSolanaInjectedWallet}. */
export interface InstallSolanaInjectedWalletOptions {
  /** The 64-byte secret key of the account the wallet holds, such as a local chain dev account's. */
  secretKey: Uint8Array
  /** RPC URL by wallet-standard chain, e.g. `{ 'solana:localnet': devnet.url }`. */
  chains: Record<IdentifierString, string>
  /** Default 'Airlock Solana Test Wallet'. */
  name?: string
  /** Default: a small purple SVG. */
  icon?: WalletIcon
}

/** What was installed: the wallet's address and the exact config the page receives. */
export interface InstalledSolanaInjectedWallet {
  address: string
  config: SolanaInjectedWalletConfig
}

/**
 * Injects the Airlock Solana test wallet into every page of `context` before the page's own
 * scripts run, on every navigation and reload, as a wallet extension does. Its control is
 * `window.__airlockSolanaTestWallet` in the page (see `SolanaTestWalletControl`).
 *
 * @example
 * const { address } = await installSolanaInjectedWallet(context, {
 *   secretKey: stack.solana.accounts[1].secretKey, chains: { 'solana:localnet': stack.solana.url },
 * })
 */
export async function installSolanaInjectedWallet(context: BrowserContext, options: InstallSolanaInjectedWalletOptions): Promise<InstalledSolanaInjectedWallet> {
  const config: SolanaInjectedWalletConfig = {
    name: options.name ?? 'Airlock Solana Test Wallet',
    icon: options.icon ?? icon,
    chains: options.chains,
    secretKey: [...options.secretKey],
  }
  const source = await buildSolanaInjectedWallet()
  // The bundle's global stays inside this function: the page sees only what a wallet adds.
  await context.addInitScript({ content: `(() => {\n${source}\n${solanaInjectedWalletGlobal}.solanaInjectedWallet(${JSON.stringify(config)})\n})()` })
  return { address: new PublicKey(options.secretKey.slice(32)).toBase58(), config }
}
