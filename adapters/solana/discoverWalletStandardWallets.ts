import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { WalletInfo } from 'airlock/kit'
import { isSolanaWallet } from './isSolanaWallet.js'
import { solanaWalletId } from './solanaWalletId.js'
import { walletFeature } from './SolanaWalletFeatures.js'

/** A Solana wallet found in the page, with the wallet-standard object that speaks to it. */
export interface DiscoveredSolanaWallet {
  info: WalletInfo
  wallet: Wallet
}

/**
 * Watches the page's wallet-standard registry (the `wallet-standard:app-ready` and
 * `wallet-standard:register-wallet` events, through `@wallet-standard/app`) for wallets
 * that support a Solana chain. `onChange` gets the whole list at start and again whenever
 * a wallet registers, unregisters, or changes its chains or features. Two wallets with one
 * name are listed once, the first to register. Returns a function that stops watching.
 * Without a `window` (server rendering, Node) the list is empty and nothing is touched.
 */
export function discoverWalletStandardWallets(onChange: (wallets: DiscoveredSolanaWallet[]) => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') {
    onChange([])
    return () => {}
  }
  const registry = getWallets()
  const watching = new Map<Wallet, () => void>()
  let published: DiscoveredSolanaWallet[] | undefined

  const publish = () => {
    const byId = new Map<string, DiscoveredSolanaWallet>()
    for (const wallet of registry.get()) {
      const id = solanaWalletId(wallet)
      if (!isSolanaWallet(wallet) || byId.has(id)) continue
      byId.set(id, { info: { id, name: wallet.name, icon: wallet.icon, namespace: 'solana', installed: true }, wallet })
    }
    const wallets = [...byId.values()]
    const unchanged = published?.length === wallets.length && wallets.every((entry, index) => entry.wallet === published![index]!.wallet)
    if (unchanged) return
    published = wallets
    onChange(wallets)
  }
  // A wallet may add Solana chains or features after registering (an unlocked extension).
  const watch = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets) {
      if (watching.has(wallet)) continue
      const events = walletFeature(wallet, 'standard:events')
      watching.set(wallet, events ? events.on('change', ({ chains, features }) => (chains || features) && publish()) : () => {})
    }
  }
  const forget = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets) {
      watching.get(wallet)?.()
      watching.delete(wallet)
    }
  }

  const stops = [
    registry.on('register', (...wallets) => (watch(wallets), publish())),
    registry.on('unregister', (...wallets) => (forget(wallets), publish())),
  ]
  watch(registry.get())
  publish()
  return () => {
    for (const stop of stops) stop()
    forget([...watching.keys()])
  }
}
