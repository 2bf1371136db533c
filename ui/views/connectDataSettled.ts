import type { Airlock } from '../../kit/index.js'
import { prefetchConnectData } from './prefetchConnectData.js'
import { recommendedWallets } from '../../services/wallets/recommendedWallets.js'
import { recommendationSkip } from '../../services/wallets/walletPages.js'

/**
 * Settles once everything the Connect view lists is known: the installed wallets and the
 * registry's recommendations beside them (or its failure). For work that can wait for the
 * whole list, such as rendering the view ahead of the first open; the view itself never
 * waits for the registry.
 */
export async function connectDataSettled(airlock: Airlock): Promise<void> {
  await prefetchConnectData(airlock)
  if (!airlock.api.configured) return
  await recommendedWallets(airlock, recommendationSkip(airlock.wallets.state.recent)).promise.catch(() => {})
}
