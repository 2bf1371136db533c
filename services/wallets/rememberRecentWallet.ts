import type { WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import type { AirlockContext } from '../../kernel/context.js'
import { RECENT_WALLETS_LIMIT } from './RECENT_WALLETS_LIMIT.js'

/**
 * Puts `wallet` first among the instance's recent wallets, keeping at most two (SPEC §9),
 * and remembers them for the next page load. Called once a wallet connected.
 */
export function rememberRecentWallet({ wallets, storage }: Pick<AirlockContext, 'wallets' | 'storage'>, wallet: WalletInfo): void {
  const { id, name, icon, rdns, namespace } = wallet
  const entry: WalletInfo = { id, name, namespace, installed: false, ...(icon && { icon }), ...(rdns && { rdns }) }
  wallets.state.recent = [entry, ...wallets.state.recent.filter((item) => item.id !== id)].slice(0, RECENT_WALLETS_LIMIT)
  storage.set('recentWallets', wallets.state.recent)
}
