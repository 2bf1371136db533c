import type { Airlock } from '../../kit/index.js'
import type { RegistryWallet } from '../../services/wallets/fetchWalletPage.js'
import { registryWalletData } from './registryWalletData.js'

/**
 * Shows the view for a wallet of the registry that is not installed here: WalletConnect
 * pairing when the wallet has an app link for this device (on a phone its mobile or web
 * link, which then opens it; elsewhere its desktop or web link, beside the QR code), else
 * the browser-wallet view, which offers to install it (also when no WalletConnect connector
 * is configured).
 */
export function pushRegistryWallet(airlock: Airlock, wallet: RegistryWallet, icon: string | undefined): void {
  const mobile = airlock.isMobile()
  const link = mobile ? (wallet.mobile_link ?? wallet.webapp_link) : (wallet.desktop_link ?? wallet.webapp_link)
  if (!link || !airlock.plugins.providerOf('ConnectingWalletConnect')) return airlock.router.push('ConnectingExternal', registryWalletData(wallet, icon))
  airlock.router.push('ConnectingWalletConnect', {
    name: wallet.name,
    ...(icon && { icon }),
    ...(wallet.mobile_link && { mobileLink: wallet.mobile_link }),
    ...(wallet.desktop_link && { desktopLink: wallet.desktop_link }),
    ...(wallet.webapp_link && { webappLink: wallet.webapp_link }),
  })
}
