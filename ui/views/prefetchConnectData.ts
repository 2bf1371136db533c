import type { Airlock } from '../../kit/index.js'
import { listedWallets } from '../../services/wallets/listedWallets.js'
import { recommendedWallets } from '../../services/wallets/recommendedWallets.js'

/**
 * Gets what the Connect view's first frame shows: starts wallet discovery (EIP-6963,
 * wallet-standard) and, once the installed wallets are known, asks the registry for the
 * recommended ones beside them. Settles when the installed wallets are known; the
 * registry's answer lands in its cache (`recommendedWallets`) when it comes. Calling it
 * again asks nothing new.
 */
export function prefetchConnectData(airlock: Airlock): Promise<void> {
  return airlock.wallets.discover().then(
    () => {
      if (!airlock.api.configured) return
      const { installed, recent } = airlock.wallets.state
      const { shownIds } = listedWallets(installed, recent, airlock.chain.state.activeNamespace)
      // A failure is the view's to report: it asks again when it renders.
      recommendedWallets(airlock, shownIds).promise.catch(() => {})
    },
    (error: unknown) => airlock.logger.warn('Wallet discovery could not be loaded', error),
  )
}
