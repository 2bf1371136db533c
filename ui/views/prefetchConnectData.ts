import type { Airlock } from '../../kit/index.js'
import { recommendedWallets } from '../../services/wallets/recommendedWallets.js'
import { recommendationSkip } from '../../services/wallets/walletPages.js'

/**
 * Gets what the Connect view's first frame shows, in one moment: asks the registry for the
 * recommended wallets (leaving out the recent ones, known from storage; the view leaves out
 * the installed ones) and starts wallet discovery (EIP-6963, wallet-standard). Settles when
 * the installed wallets are known; the registry's answer lands in its cache
 * (`recommendedWallets`) when it comes. Calling it again asks nothing new.
 */
export function prefetchConnectData(airlock: Airlock): Promise<void> {
  // A failure is the view's to report: it asks again when it renders.
  if (airlock.api.configured) recommendedWallets(airlock, recommendationSkip(airlock.wallets.state.recent)).promise.catch(() => {})
  return airlock.wallets.discover().catch((error: unknown) => airlock.logger.warn('Wallet discovery could not be loaded', error))
}
