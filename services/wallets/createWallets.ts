import { proxy } from 'valtio/vanilla'
import type { AdapterHost } from '../../kernel/adapters/createAdapterHost.js'
import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import type { KeyValueStorage } from '../storage/createStorage.js'

/** How many recently used wallets are remembered (SPEC §9). */
export const RECENT_WALLETS_LIMIT = 2

/** The wallets the Connect view lists before asking the registry. */
export interface WalletsState {
  /** Wallets present in this browser (EIP-6963 announced, injected, wallet-standard). */
  installed: WalletInfo[]
  /** The last wallets connected, newest first. */
  recent: WalletInfo[]
}

/** Installed and recent wallets of one kernel. */
export interface Wallets {
  readonly state: WalletsState
  /** Starts watching for installed wallets; calling it again does nothing. */
  discover(): void
  /** Puts `wallet` first among the recent wallets, keeping at most two. */
  rememberRecent(wallet: WalletInfo): void
  /** Stops discovery. */
  stop(): void
}

/** Creates the wallet lists of one kernel. */
export function createWallets(adapters: AdapterHost, storage: KeyValueStorage): Wallets {
  const state = proxy<WalletsState>({
    installed: [],
    recent: (storage.get<WalletInfo[]>('recentWallets') ?? []).slice(0, RECENT_WALLETS_LIMIT),
  })
  let stop: (() => void) | undefined

  return {
    state,
    discover() {
      if (stop || typeof window === 'undefined') return
      stop = adapters.discover((wallets) => {
        state.installed = wallets
      })
    },
    rememberRecent(wallet) {
      const { id, name, icon, rdns, namespace } = wallet
      const entry: WalletInfo = { id, name, namespace, installed: false, ...(icon && { icon }), ...(rdns && { rdns }) }
      state.recent = [entry, ...state.recent.filter((item) => item.id !== id)].slice(0, RECENT_WALLETS_LIMIT)
      storage.set('recentWallets', state.recent)
    },
    stop() {
      stop?.()
      stop = undefined
    },
  }
}
