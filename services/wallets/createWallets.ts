import { proxy } from 'valtio/vanilla'
import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import { adapterLoader } from '../../kernel/adapters/defineAdapter.js'
import type { AirlockContext } from '../../kernel/context.js'
import { RECENT_WALLETS_LIMIT } from './RECENT_WALLETS_LIMIT.js'
import type { InstalledWalletsWatch } from './watchInstalledWallets.js'

/** The wallets the Connect view lists before asking the registry. */
export interface WalletsState {
  /** Wallets present in this browser (EIP-6963 announced, injected, wallet-standard). */
  installed: WalletInfo[]
  /** The last wallets connected, newest first. */
  recent: WalletInfo[]
}

/** Installed and recent wallets of one kernel (a connection adds to the recent ones: rememberRecentWallet). */
export interface Wallets {
  readonly state: WalletsState
  /**
   * Starts watching for installed wallets; calling it again does nothing. Settles once every
   * adapter's discovery has run its first round: `state.installed` then lists the wallets
   * already in the page, in their final order.
   */
  discover(): Promise<void>
  /** Stops discovery. */
  stop(): void
}

/**
 * Creates the wallet lists of one kernel. The code that watches for installed wallets loads
 * with the first `discover` (the Connect view's, which loads it beside itself).
 */
export function createWallets(context: Pick<AirlockContext, 'adapters' | 'logger' | 'storage'>): Wallets {
  const { storage } = context
  const state = proxy<WalletsState>({
    installed: [],
    recent: (storage.get<WalletInfo[]>('recentWallets') ?? []).slice(0, RECENT_WALLETS_LIMIT),
  })
  let watch: Promise<InstalledWalletsWatch> | undefined

  return {
    state,
    discover() {
      if (typeof window === 'undefined') return Promise.resolve()
      // Each adapter's discovery code is asked for beside the watch's code, not after it (the
      // watch's own call then finds it in the module cache).
      if (!watch) for (const descriptor of context.adapters.descriptors) void adapterLoader(descriptor, 'discover').then((discover) => discover?.()).catch(() => {})
      watch ??= import('../serviceDoors.js').then((doors) => doors.serviceDoors.watchInstalledWallets()).then((module) => module.watchInstalledWallets(context, (wallets) => (state.installed = wallets)))
      return watch.then((running) => running.ready)
    },
    stop() {
      // A watch still loading stops as soon as it starts.
      void watch?.then((running) => running.stop())
      watch = undefined
    },
  }
}
