import type { WalletInfo } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { WalletButton } from '../kit/WalletButton.js'
import catalogs from '../messages?catalogs'
import type { ListedWallets } from '../../services/wallets/listedWallets.js'
import { connectingData } from './connectingData.js'

/** Props of `OwnWalletRows`. */
export interface OwnWalletRowsProps {
  /** The Connect view's own wallets (`listedWallets`): an installed one used before is tagged Recent. */
  listed: Pick<ListedWallets, 'installed' | 'recentOnly' | 'recentIds'>
}

/**
 * The rows of the wallets this browser knows without asking the registry: the installed ones
 * (tagged Installed, or Recent when used before), then the recent ones not installed. Each
 * opens that wallet's connection. The Connect view lists them, and the modal shows them alone
 * while the view's code arrives.
 */
export function OwnWalletRows({ listed }: OwnWalletRowsProps) {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const connect = (wallet: WalletInfo) => airlock.router.push('ConnectingExternal', connectingData(wallet))
  return (
    <>
      {listed.installed.map((wallet) => (
        <WalletButton
          key={wallet.id}
          name={wallet.name}
          image={wallet.icon}
          tag={listed.recentIds.has(wallet.id) ? t('wallets.recent') : t('wallets.installed')}
          onClick={() => connect(wallet)}
        />
      ))}
      {listed.recentOnly.map((wallet) => (
        <WalletButton key={wallet.id} name={wallet.name} image={wallet.icon} tag={t('wallets.recent')} onClick={() => connect(wallet)} />
      ))}
    </>
  )
}
