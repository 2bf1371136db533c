import { proxy } from 'valtio/vanilla'
import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import type { AirlockContext } from '../../kernel/context.js'

/** How many recently used wallets are remembered (SPEC §9). */
export const RECENT_WALLETS_LIMIT = 2

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
  /** Starts watching for installed wallets; calling it again does nothing. */
  discover(): void
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
  let stop: (() => void) | undefined

  return {
    state,
    discover() {
      if (stop || typeof window === 'undefined') return
      let watching: (() => void) | undefined
      const current = (stop = () => watching?.())
      void import('./watchInstalledWallets.js').then((module) => {
        if (stop === current) watching = module.watchInstalledWallets(context, (wallets) => (state.installed = wallets))
      })
    },
    stop() {
      stop?.()
      stop = undefined
    },
  }
}
