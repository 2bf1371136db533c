import type { ViewRegistry, WalletInfo } from '../../kit/index.js'

/** What the ConnectingExternal view needs to know about a wallet. */
export function connectingData(wallet: WalletInfo): ViewRegistry['ConnectingExternal'] {
  return { walletId: wallet.id, name: wallet.name, namespace: wallet.namespace, ...(wallet.icon && { icon: wallet.icon }) }
}
