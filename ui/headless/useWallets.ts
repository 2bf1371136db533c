import { useEffect } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import type { FeatureError } from '../../kit/index.js'
import type { WalletList } from '../../services/wallets/createWalletList.js'
import { useProxyState } from '../kit/useProxyState.js'
import { useFeatureApi } from './useFeatureApi.js'
import { pickSteps } from './pickSteps.js'

/** What `useWallets` gives: the wallets, the connection or pairing under way, and the steps. */
export type UseWalletsReturn = Omit<Snapshot<WalletList['state']>, 'error'> & {
  /** The last attempt's failure: the wallet's code (`USER_REJECTED`, `WALLET_NOT_FOUND` …) with Connect's text. */
  error: FeatureError | undefined
} & Pick<WalletList, 'load' | 'connect' | 'pair' | 'cancel'>

/**
 * The wallets Airlock's Connect view lists, for a host's own list: installed ones (EIP-6963,
 * injected, wallet-standard) first, then recent ones, then the registry's recommended ones
 * with their links; connecting one, and WalletConnect pairing whose URI the host shows as its
 * own QR code (`pairing.uri`, renewed before it expires; `pairing.link` opens a registry
 * wallet's app on it). Suspends while the list's code loads; discovery starts on mount.
 *
 * @example
 * const { wallets, connect } = useWallets()
 * return wallets.map((w) => <button key={w.id} onClick={() => connect(w)}>{w.name}{w.installed && ' (installed)'}</button>)
 */
export function useWallets(): UseWalletsReturn {
  const list = useFeatureApi('wallets')
  const state = useProxyState(list.state)
  useEffect(() => void list.load(), [list])
  return { ...state, error: list.errorOf(state), ...pickSteps(list, ['load', 'connect', 'pair', 'cancel']) }
}
