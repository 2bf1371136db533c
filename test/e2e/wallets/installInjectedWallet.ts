import type { BrowserContext } from 'playwright-core'
import { type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { buildInjectedWallet, injectedWalletGlobal } from './buildInjectedWallet.js'
import type { InjectedWalletConfig } from './injectedWallet.js'

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#1f6feb"/><circle cx="48" cy="48" r="22" fill="none" stroke="#fff" stroke-width="8"/><rect x="44" y="20" width="8" height="24" rx="4" fill="#fff"/></svg>',
)}`

/** Options of {@link installInjectedWallet}. */
export interface InstallInjectedWalletOptions {
  privateKey: Hex
  /** RPC URL by chain id: the chains the wallet knows at first. */
  chains: Record<number, string>
  /** The chain the wallet starts on. */
  chainId: number
  /** Default 'Airlock Test Wallet'. */
  name?: string
  /** Default 'dev.airlock.testwallet'. */
  rdns?: string
  /** Default: a small blue data: SVG. */
  icon?: string
  /** Also set `window.ethereum`. Default false. */
  legacy?: boolean
}

/** What was installed: the wallet's account and the exact config the page receives. */
export interface InstalledInjectedWallet {
  address: Address
  config: InjectedWalletConfig
}

/**
 * Injects the Airlock test wallet into every page of `context` before the page's own
 * scripts run, on every navigation and reload, as a browser extension does. Its control is
 * `window.__airlockTestWallet` in the page (see `TestWalletControl`).
 *
 * @example
 * const { address } = await installInjectedWallet(context, {
 *   privateKey: devnet.accounts[1].privateKey, chains: { 31337: devnet.url }, chainId: 31337,
 * })
 */
export async function installInjectedWallet(context: BrowserContext, options: InstallInjectedWalletOptions): Promise<InstalledInjectedWallet> {
  const config: InjectedWalletConfig = { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet', icon, ...options }
  const source = await buildInjectedWallet()
  // The bundle's global stays inside this function: the page sees only what a wallet adds.
  await context.addInitScript({ content: `(() => {\n${source}\n${injectedWalletGlobal}.injectedWallet(${JSON.stringify(config)})\n})()` })
  return { address: privateKeyToAccount(config.privateKey).address, config }
}
