import { caipNetworkIdOf } from '../../chains/caip/caipNetworkIdOf.js'
import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ChainAdapter } from '../../kernel/adapters/ChainAdapter.js'
import { applyNetwork } from './applyNetwork.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { forgetNamespace } from './forgetNamespace.js'
import { refreshBalance } from './refreshBalance.js'
import { refreshIdentity } from './refreshIdentity.js'

/**
 * Keeps the account of `namespace` in step with its wallet: another account (or none, which
 * forgets the connection), another network, or the wallet's own disconnect.
 */
export function followAdapter(scope: ConnectionScope, namespace: ChainNamespace, adapter: ChainAdapter): void {
  const { chain, bus } = scope.context
  scope.listening.get(namespace)?.()
  const stops = [
    adapter.on('accountsChanged', ({ address }) => {
      if (!address) return forgetNamespace(scope, namespace)
      const current = chain.state.accounts[namespace]?.caipAddress
      chain.setAccount(namespace, { address, profileName: undefined, profileImage: undefined, balance: undefined })
      if (current) applyNetwork(scope, namespace, caipNetworkIdOf(current), address)
      bus.emit('account:changed', { namespace, address })
      void refreshBalance(scope, namespace)
      void refreshIdentity(scope, namespace, address)
    }),
    adapter.on('chainChanged', ({ caipNetworkId }) => {
      const address = chain.state.accounts[namespace]?.address
      if (!address) return
      applyNetwork(scope, namespace, caipNetworkId, address)
      chain.setAccount(namespace, { balance: undefined })
      void refreshBalance(scope, namespace)
      void refreshIdentity(scope, namespace, address)
    }),
    adapter.on('disconnect', () => forgetNamespace(scope, namespace)),
  ]
  scope.listening.set(namespace, () => stops.forEach((stop) => stop()))
}
