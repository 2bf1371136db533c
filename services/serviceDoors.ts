/**
 * The services start-up loads on demand (the connection controller, the plugin host's
 * loading half, the API's calls, the installed wallets' watch, the wallet list a headless
 * host draws, the origin check, analytics),
 * each its own chunk. Start-up reaches them all through this one module, which has no imports
 * of its own: start-up holds one loader for them, and the lists of chunks Vite preloads with
 * each stay out of start-up.
 */
export const serviceDoors = {
  connection: () => import('./connection/createConnectionController.js'),
  loadPlugins: () => import('./plugins/loadPlugins.js'),
  callApi: () => import('./api/callApi.js'),
  watchInstalledWallets: () => import('./wallets/watchInstalledWallets.js'),
  walletList: () => import('./wallets/createWalletList.js'),
  checkOrigin: () => import('./api/checkOrigin.js'),
  analytics: () => import('./analytics/createAnalyticsSender.js'),
}
