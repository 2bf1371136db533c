import type { Airlock, ViewLoader, ViewName } from '../../kit/index.js'

// The modal's own views, each its own chunk. Views of features and connectors come from their manifests.
const coreViews: { [V in ViewName]?: ViewLoader } = {
  Account: () => import('./Account.js'),
  AccountTokens: () => import('./AccountTokens.js'),
  AccountNfts: () => import('./AccountNfts.js'),
  AllWallets: () => import('./AllWallets.js'),
  ConnectingExternal: () => import('./ConnectingExternal.js'),
  Networks: () => import('./Networks.js'),
  UnsupportedChain: () => import('./UnsupportedChain.js'),
}

/**
 * Tells an instance's plugin host where the modal's own views live. Called with every view
 * the modal resolves (registering again changes nothing), so the kernel needs no record of it.
 */
export function registerCoreViews(airlock: Airlock): void {
  for (const [view, loader] of Object.entries(coreViews)) airlock.plugins.registerView(view as ViewName, loader)
  // The Connect view is ready once the installed wallets are known too, so its first frame
  // lists them in their final order; the registry's recommendations are asked for then.
  // Discovery's own code is asked for at once too, not after the code that starts it.
  airlock.plugins.registerView('Connect', () =>
    Promise.all([
      import('./Connect.js'),
      import('./prefetchConnectData.js').then((module) => module.prefetchConnectData(airlock)),
      import('../../services/serviceDoors.js').then((doors) => doors.serviceDoors.watchInstalledWallets()),
    ]).then(([view]) => view),
  )
}
