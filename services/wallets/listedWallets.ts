import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'

/**
 * One entry per installed wallet: a wallet present on several namespaces (an EVM and a
 * Solana provider under one name) is offered once, on the app's active namespace.
 */
export function uniqueWallets(wallets: readonly WalletInfo[], activeNamespace: string): WalletInfo[] {
  const byName = new Map<string, WalletInfo>()
  for (const wallet of wallets) {
    const seen = byName.get(wallet.name)
    if (!seen || (wallet.namespace === activeNamespace && seen.namespace !== activeNamespace)) byName.set(wallet.name, wallet)
  }
  return [...byName.values()]
}

/** The wallets the Connect view lists before the registry's, as `listedWallets` finds them. */
export interface ListedWallets {
  /** The installed wallets, once each. */
  installed: WalletInfo[]
  /** The recent wallets that are not installed. */
  recentOnly: WalletInfo[]
  /** Every id and rdns of the installed wallets, on any namespace. */
  installedIds: Set<string>
  /** The ids of the recent wallets: an installed one among them is tagged recent. */
  recentIds: Set<string>
  /** The ids of the wallets listed: the registry is asked for the others. */
  shownIds: string[]
}

/**
 * The Connect view's own wallets, installed first then recent ones not installed, the same
 * whether the view renders them or a prefetch asks the registry for the rest before it opens.
 */
export function listedWallets(installed: readonly WalletInfo[], recent: readonly WalletInfo[], activeNamespace: string): ListedWallets {
  const unique = uniqueWallets(installed, activeNamespace)
  const installedIds = new Set(installed.flatMap((wallet) => [wallet.id, wallet.rdns ?? '']))
  const recentOnly = recent.filter((wallet) => !installedIds.has(wallet.id))
  const recentIds = new Set(recent.map((wallet) => wallet.id))
  return { installed: unique, recentOnly, installedIds, recentIds, shownIds: [...unique, ...recentOnly].map((wallet) => wallet.id) }
}
