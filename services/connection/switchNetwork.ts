import type { Network } from '../../chains/networks/Network.js'
import { toWalletError } from '../errors/toWalletError.js'
import { applyNetwork } from './applyNetwork.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { refreshBalance } from './refreshBalance.js'
import { refreshIdentity } from './refreshIdentity.js'

/**
 * Makes `network` the active one (SPEC §4): a wallet connected on its namespace is asked to
 * switch first (a refusal rejects with a `WalletError` and changes nothing; a network the
 * connection cannot reach rejects with UNRECOGNIZED_CHAIN without asking); without one, only
 * the app's network changes.
 */
export async function switchNetwork(scope: ConnectionScope, network: Network): Promise<void> {
  const { chain, adapters, bus } = scope.context
  const namespace = network.chainNamespace
  const account = chain.state.accounts[namespace]
  if (account?.status === 'connected' && account.address) {
    // A connection bound to its networks is not asked for one it cannot reach.
    if (account.caipNetworkIds && !account.caipNetworkIds.includes(network.caipNetworkId)) {
      throw toWalletError({ code: 4902, message: `${account.connectedWalletInfo?.name ?? 'The wallet'} cannot use ${network.name} here` })
    }
    const adapter = await adapters.get(namespace)
    try {
      await adapter.switchNetwork(network)
    } catch (error) {
      throw toWalletError(error)
    }
    chain.state.activeNamespace = namespace
    applyNetwork(scope, namespace, network.caipNetworkId, account.address)
    void refreshBalance(scope, namespace)
    void refreshIdentity(scope, namespace, account.address)
  } else {
    chain.setActiveNetwork(network.caipNetworkId)
    bus.emit('network:changed', { caipNetworkId: network.caipNetworkId, supported: true })
  }
}
