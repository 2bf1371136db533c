import type { Airlock, ViewLoader, ViewName } from '../../airlock/index.js'

// The modal's own views, each its own chunk. Views of features come from their plugins.
const coreViews: { [V in ViewName]?: ViewLoader } = {
  Connect: () => import('./Connect.js'),
  Account: () => import('./Account.js'),
  AccountTokens: () => import('./AccountTokens.js'),
  AccountNfts: () => import('./AccountNfts.js'),
  AllWallets: () => import('./AllWallets.js'),
  ConnectingExternal: () => import('./ConnectingExternal.js'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic.js'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect.js'),
  Networks: () => import('./Networks.js'),
  UnsupportedChain: () => import('./UnsupportedChain.js'),
}

/** Tells an instance's plugin host where the modal's own views live; once per instance. */
export function registerCoreViews(airlock: Airlock): void {
  if (airlock.plugins.hasView('Connect')) return
  for (const [view, loader] of Object.entries(coreViews)) airlock.plugins.registerView(view as ViewName, loader)
}
