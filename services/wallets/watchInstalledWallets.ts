import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import { adapterLoader, type WalletDiscovery } from '../../kernel/adapters/defineAdapter.js'
import type { AirlockContext } from '../../kernel/context.js'
import { unwrapDefault } from '../../kernel/unwrapDefault.js'

/** A running watch of the page's installed wallets. */
export interface InstalledWalletsWatch {
  /** Settles once every adapter's discovery has run its first round (or failed to load). */
  ready: Promise<void>
  /** Stops watching. */
  stop(): void
}

/**
 * Watches every adapter's wallet discovery (each loads only its small discovery code) and
 * reports all the wallets found so far whenever one adapter's list changes, in the order of
 * the adapters (never the order their code happened to arrive in), so a list shown once
 * `ready` settles does not reorder later. A discovery that fails to load is logged.
 */
export function watchInstalledWallets(context: Pick<AirlockContext, 'adapters' | 'logger'>, onChange: (wallets: WalletInfo[]) => void): InstalledWalletsWatch {
  const { descriptors } = context.adapters
  const found = new Map<string, WalletInfo[]>()
  const stops: (() => void)[] = []
  let stopped = false
  const ready = Promise.all(
    descriptors.map((descriptor) =>
      adapterLoader(descriptor, 'discover')
        .then((discover) => discover?.())
        .then((module) => {
          if (stopped || !module) return
          stops.push(
            unwrapDefault<WalletDiscovery>(module)((wallets) => {
              found.set(descriptor.name, wallets)
              onChange(descriptors.flatMap((each) => found.get(each.name) ?? []))
            }),
          )
        })
        .catch((error: unknown) => context.logger.warn(`Wallet discovery of ${descriptor.name} failed`, error)),
    ),
  ).then(() => {})
  return {
    ready,
    stop() {
      stopped = true
      for (const stop of stops.splice(0)) stop()
    },
  }
}
