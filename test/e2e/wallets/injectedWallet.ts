import type { Hex } from 'viem'
import { announceEip6963Provider } from './announceEip6963Provider.js'
import { createTestWallet, type TestWalletControl } from './createTestWallet.js'

/** The configuration `installInjectedWallet` passes into the page. */
export interface InjectedWalletConfig {
  privateKey: Hex
  /** RPC URL by chain id: the chains the wallet knows at first. */
  chains: Record<number, string>
  /** The chain the wallet is on at first (a reload keeps the one it moved to). */
  chainId: number
  name: string
  rdns: string
  /** A data URI. */
  icon: string
  /** Also set `window.ethereum`, as wallets do for older sites. Default false. */
  legacy?: boolean
}

// getRandomValues, unlike randomUUID, also exists on plain-http origins.
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Runs the Airlock test wallet in the page, as a browser extension's script would: an
 * EIP-6963 provider that signs with `config.privateKey` and forwards reads to the current
 * chain's RPC, remembering the site's approval in the page's localStorage. Its control
 * goes on `window.__airlockTestWallet`. Only the top frame gets a wallet, so frames of
 * other origins (the embedded wallet's) stay as a real page would have them.
 */
export function injectedWallet(config: InjectedWalletConfig): TestWalletControl | undefined {
  if (window.top !== window) return undefined
  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    // Opaque origins (about:blank, data:) have no storage; the wallet then forgets on reload.
  }
  const { provider, control } = createTestWallet({ ...config, ...(storage && { storage }) })
  announceEip6963Provider(window, { uuid: randomUuid(), name: config.name, icon: config.icon, rdns: config.rdns }, provider)
  const page = window as unknown as { ethereum?: unknown; __airlockTestWallet?: TestWalletControl }
  if (config.legacy) page.ethereum = provider
  page.__airlockTestWallet = control
  return control
}
