import type { Wallet } from '@wallet-standard/base'

/** The part of the app's wallet registry a wallet is handed. */
interface WalletsRegistry {
  register(...wallets: Wallet[]): () => void
}

/** Where a wallet registers: the page's `window`, or a stand-in for it in Node. */
export type WalletStandardTarget = EventTarget & { navigator?: object }

/**
 * Registers `wallet` with every wallet-standard app of `target`, as a wallet's content
 * script does: it dispatches `wallet-standard:register-wallet` for apps already listening,
 * answers each later `wallet-standard:app-ready`, and pushes onto `navigator.wallets` for
 * apps of the older protocol. Returns a function that unregisters it everywhere.
 */
export function registerWalletStandardWallet(target: WalletStandardTarget, wallet: Wallet): () => void {
  const unregisters = new Set<() => void>()
  let active = true
  const callback = ({ register }: WalletsRegistry) => {
    if (active) unregisters.add(register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsRegistry>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  if (target.navigator) {
    try {
      // Apps of the older protocol turn the array into an object whose `push` registers.
      const navigator = target.navigator as { wallets?: { push(...callbacks: unknown[]): unknown } }
      const queue = (navigator.wallets ??= [])
      queue.push(callback)
    } catch {
      // A page that froze `navigator.wallets` only gets the event protocol.
    }
  }
  return () => {
    active = false
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters) unregister()
    unregisters.clear()
  }
}
