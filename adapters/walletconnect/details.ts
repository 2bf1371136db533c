import type { ConnectorLoaders } from 'airlock/kit'

/** The WalletConnect connector (universal-provider), on first use. */
export const connector: ConnectorLoaders['connector'] = () => import('./index.js')

/** The pairing views, each loaded when first shown. */
export const views: ConnectorLoaders['views'] = {
  ConnectingWalletConnectBasic: () => import('./views/ConnectingWalletConnectBasic.js'),
  ConnectingWalletConnect: () => import('./views/ConnectingWalletConnect.js'),
}
