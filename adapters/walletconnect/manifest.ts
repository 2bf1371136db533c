import type { ConnectorDescriptor } from 'airlock/kit'
import type { WalletConnectConnector } from './WalletConnectConnector.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    /** A QR code and link to pair any WalletConnect wallet. */
    ConnectingWalletConnectBasic: undefined
    /** Pairing over WalletConnect with one wallet of the registry, which its links open. */
    ConnectingWalletConnect: {
      name: string
      icon?: string
      /** The wallet's app on phones: a scheme (`wallet://`) or universal link. */
      mobileLink?: string
      /** The wallet's desktop app. */
      desktopLink?: string
      /** The wallet's web app. */
      webappLink?: string
    }
  }
  interface ConnectorRegistry {
    walletconnect: WalletConnectConnector
  }
  interface ConfigExtensions {
    /** The WalletConnect relay: yours, or (default) the public WalletConnect network. */
    relayUrl: string | undefined
    /** The host manages WalletConnect itself; the modal only shows the QR view. Default: false. */
    manualWalletConnect: boolean
  }
}

/**
 * WalletConnect: pairs with any wallet by a QR code or a wallet's link, in a session that may
 * span eip155 and solana. Without an adapter for the page's wallets (or with
 * `manualWalletConnect`), the modal opens on its QR view (All Wallets on a phone).
 */
export const walletConnectManifest = {
  name: 'walletconnect',
  views: ['ConnectingWalletConnectBasic', 'ConnectingWalletConnect'],
  details: () => import('./details.js'),
  config: { relayUrl: 'url', manualWalletConnect: 'flag' },
  fallbackView: { desktop: 'ConnectingWalletConnectBasic', mobile: 'AllWallets' },
  exclusive: 'manualWalletConnect',
} satisfies ConnectorDescriptor
