import type { WalletInfo } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { ListButton } from '../kit/ListButton.js'
import { useTextMessages } from '../kit/useTextMessages.js'
import { RECOMMENDED_WALLETS, recommendationSkip } from '../../services/wallets/walletPages.js'
import { RetryNotice } from '../kit/RetryNotice.js'
import { WalletButton } from '../kit/WalletButton.js'
import { useWalletImage } from '../kit/useWalletImage.js'
import catalogs from '../messages?catalogs'
import { OwnWalletRows } from './OwnWalletRows.js'
import { listedWallets } from '../../services/wallets/listedWallets.js'
import { formatCount } from '../../services/format/formatCount.js'
import { pushRegistryWallet } from './pushRegistryWallet.js'
import { useRecommendedWallets } from './useRecommendedWallets.js'

// The protocol's name, the same in every language.
const WALLETCONNECT = 'WalletConnect'

/** Props of `WalletSection`. */
export interface WalletSectionProps {
  installed: readonly WalletInfo[]
  recent: readonly WalletInfo[]
  /**
   * At most this many wallets in all: the installed and recent ones, then as many recommended
   * ones as fit. Default: every installed and recent one and four recommended ones.
   */
  maxWallets?: number
}

/**
 * The Connect view's wallets: installed ones first (marked), then recent ones (at most 2),
 * then the recommended ones (4, or as many as `maxWallets` leaves), then WalletConnect (a QR code for any wallet) when its
 * connector is configured, then the way to all wallets.
 */
export function WalletSection({ installed: everyInstalled, recent, maxWallets }: WalletSectionProps) {
  const airlock = useAirlockInstance()
  const t = useTextMessages(catalogs)
  const listed = listedWallets(everyInstalled, recent, airlock.chain.state.activeNamespace)
  const { installed, recentOnly, installedIds, recentIds } = listed
  const image = useWalletImage()
  const { wallets: recommended, count, pending, failed, retry } = useRecommendedWallets(recommendationSkip(recent))
  // The recommended rows left once the installed and recent ones are listed (the registry was asked for more, so
  // that leaving out installed wallets still leaves four).
  const room = Math.max(0, Math.min(RECOMMENDED_WALLETS, (maxWallets ?? Infinity) - installed.length - recentOnly.length))
  const registryOnly = recommended.filter((wallet) => !installedIds.has(wallet.rdns ?? wallet.id) && !recentIds.has(wallet.id)).slice(0, room)

  return (
    <div className="airlock-stack" role="group" aria-label={t('wallets.label')} aria-busy={pending || undefined}>
      <OwnWalletRows listed={listed} />
      {registryOnly.map((wallet) => (
        <WalletButton
          key={wallet.id}
          name={wallet.name}
          image={image(wallet.image_id)}
          onClick={() => pushRegistryWallet(airlock, wallet, image(wallet.image_id))}
        />
      ))}
      {/* Until the registry answers, its rows keep their place: what follows never moves under a pointer. */}
      {pending && Array.from({ length: room }, (_, index) => <div key={index} className="airlock-list-button airlock-list-pending" aria-hidden />)}
      {/* Its failure is said where its rows would be, with the way to ask again. */}
      {failed && room > 0 && <RetryNotice message={t('wallets.failed')} onRetry={retry} />}
      {airlock.plugins.providerOf('ConnectingWalletConnectBasic') && (
        <ListButton
          icon="qr"
          label={WALLETCONNECT}
          // A phone opens a wallet by its link instead of scanning a code.
          {...(!airlock.isMobile() && { tag: t('wallets.qrCode') })}
          onPointerEnter={() => {
            airlock.plugins.prefetchView('ConnectingWalletConnectBasic')
            void airlock.connection().then((connection) => connection.prepareConnector('walletconnect'))
          }}
          onClick={() => airlock.router.push('ConnectingWalletConnectBasic')}
        />
      )}
      <ListButton
        icon="wallet"
        label={t('wallets.all')}
        tag={count ? t('wallets.count', { count: formatCount(count >= 10 ? Math.floor(count / 10) * 10 : count, airlock.i18n.locale) }) : undefined}
        onPointerEnter={() => airlock.plugins.prefetchView('AllWallets')}
        onClick={() => airlock.router.push('AllWallets')}
      />
    </div>
  )
}
