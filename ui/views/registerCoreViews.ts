import type { Airlock, ViewLoader, ViewName } from '../../airlock/index.js'

// The modal's own views, each its own chunk. Views of features and connectors come from their manifests.
const coreViews: { [V in ViewName]?: ViewLoader } = {
  // The wallet discovery the Connect view starts loads beside it, not after it.
  Connect: () => Promise.all([import('./Connect.js'), import('../../services/wallets/watchInstalledWallets.js')]).then(([view]) => view),
  Account: () => import('./Account.js'),
  AccountTokens: () => import('./AccountTokens.js'),
  AccountNfts: () => import('./AccountNfts.js'),
  AllWallets: () => import('./AllWallets.js'),
  ConnectingExternal: () => import('./ConnectingExternal.js'),
  ConnectingWalletConnectBasic: () => import('../../adapters/walletconnect/views/ConnectingWalletConnectBasic.js'),
  ConnectingWalletConnect: () => import('../../adapters/walletconnect/views/ConnectingWalletConnect.js'),
  Networks: () => import('./Networks.js'),
  UnsupportedChain: () => import('./UnsupportedChain.js'),
}

/**
 * Tells an instance's plugin host where the modal's own views live. Called with every view
 * the modal resolves (registering again changes nothing), so the kernel needs no record of it.
 */
export function registerCoreViews(airlock: Airlock): void {
  for (const [view, loader] of Object.entries(coreViews)) airlock.plugins.registerView(view as ViewName, loader)
}
