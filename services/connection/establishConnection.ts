import type { CaipNetworkId } from '../../chains/caip/chainNamespaces.js'
import type { AccountState } from '../chain/createChainState.js'
import type { ChainAdapter, ConnectResult, WalletInfo } from '../../kernel/adapters/ChainAdapter.js'
import { applyNetwork } from './applyNetwork.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { followAdapter } from './followAdapter.js'
import { type KeptProfile, profileKey } from './keepProfiles.js'
import { refreshBalance } from './refreshBalance.js'
import { refreshIdentity } from './refreshIdentity.js'

/** How `establishConnection` records a connection beside what the adapter answered. */
export interface EstablishOptions {
  /** Make the namespace the active one. Default: true. */
  activate?: boolean
  /** The networks the connection can reach, when it is bound to a list; absent: any. */
  caipNetworkIds?: readonly CaipNetworkId[]
}

/** The wallet a connection is made with, as far as the app knows it. */
export type ConnectingWallet = Pick<WalletInfo, 'id' | 'name' | 'namespace'> & Partial<WalletInfo>

/**
 * Records a connection the adapter made: the account is connected on the wallet's network,
 * with the name and avatar it last showed (`keepProfiles`), the adapter is followed,
 * `account:connected` is emitted, and balance and identity load.
 * With `activate` (the default) the namespace becomes the active one, on the wallet's
 * network, and is remembered for the next page load (`applyNetwork`); a connector's other
 * namespaces are connected beside it without taking the person there. `caipNetworkIds`: the
 * networks a connection bound to a list (a connector's session) can reach.
 */
export function establishConnection(scope: ConnectionScope, wallet: ConnectingWallet, adapter: ChainAdapter, result: ConnectResult, options: EstablishOptions = {}): void {
  const { activate = true, caipNetworkIds } = options
  const { chain, bus, storage } = scope.context
  const { namespace } = wallet
  const connectedWalletInfo: AccountState['connectedWalletInfo'] = { name: wallet.name, identifier: wallet.id, ...(wallet.icon && { icon: wallet.icon }) }
  if (activate) chain.state.activeNamespace = namespace
  chain.setAccount(namespace, { status: 'connected', address: result.address, allAccounts: result.accounts, connectedWalletInfo, caipNetworkIds })
  applyNetwork(scope, namespace, result.caipNetworkId, result.address)
  // The name and avatar it showed on this network before (a reload): there from the first render, then confirmed.
  const kept = storage.get<KeptProfile>(profileKey(chain.state.accounts[namespace]!.caipAddress!))
  chain.setAccount(namespace, { profileName: kept?.name, profileImage: kept?.image })
  followAdapter(scope, namespace, adapter)
  bus.emit('account:connected', { namespace, address: result.address, caipNetworkId: result.caipNetworkId, walletId: wallet.id })
  void refreshBalance(scope, namespace)
  void refreshIdentity(scope, namespace, result.address)
}
