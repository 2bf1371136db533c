import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import type { WalletDiscovery } from '../../kernel/adapters/defineAdapter.js'
import type { AirlockContext } from '../../kernel/context.js'
import { unwrapDefault } from '../../kernel/unwrapDefault.js'

/**
 * Watches every adapter's wallet discovery (each loads only its small discovery code) and
 * reports all the wallets found so far whenever one adapter's list changes. Returns a
 * function that stops watching; a discovery that fails to load is logged.
 */
export function watchInstalledWallets(context: Pick<AirlockContext, 'adapters' | 'logger'>, onChange: (wallets: WalletInfo[]) => void): () => void {
  const found = new Map<string, WalletInfo[]>()
  const stops: (() => void)[] = []
  let stopped = false
  for (const descriptor of context.adapters.descriptors) {
    descriptor
      .discover?.()
      .then((module) => {
        if (stopped) return
        stops.push(
          unwrapDefault<WalletDiscovery>(module)((wallets) => {
            found.set(descriptor.name, wallets)
            onChange([...found.values()].flat())
          }),
        )
      })
      .catch((error: unknown) => context.logger.warn(`Wallet discovery of ${descriptor.name} failed`, error))
  }
  return () => {
    stopped = true
    for (const stop of stops.splice(0)) stop()
  }
}
