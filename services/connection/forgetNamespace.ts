import { caipNetworkIdOf } from '../../chains/caip/caipNetworkIdOf.js'
import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ConnectionScope, StoredConnection } from './ConnectionScope.js'

/**
 * Forgets the connection of `namespace` on the app's side: stops following its adapter and
 * its live updates, removes the account, and updates the remembered session (one spanning
 * namespaces, such as a connector's, is remembered by another namespace it still serves).
 * Emits `account:disconnected`; an open modal with no account left goes back to Connect.
 */
export function forgetNamespace(scope: ConnectionScope, namespace: ChainNamespace): void {
  const { chain, storage, bus, modal, router } = scope.context
  if (scope.live) void scope.live.then((updates) => updates.unwatch(namespace))
  scope.listening.get(namespace)?.()
  scope.listening.delete(namespace)
  chain.removeAccount(namespace)
  if (chain.state.activeNamespace === namespace) chain.state.unsupportedCaipNetworkId = undefined
  const stored = storage.get<StoredConnection>('connection')
  if (stored?.namespace === namespace) {
    const other = (Object.keys(chain.state.accounts) as ChainNamespace[]).find((key) => chain.state.accounts[key]?.connectedWalletInfo?.identifier === stored.walletId)
    const caipAddress = other && chain.state.accounts[other]?.caipAddress
    if (other) storage.set('connection', { ...stored, namespace: other, ...(caipAddress && { caipNetworkId: caipNetworkIdOf(caipAddress) }) } satisfies StoredConnection)
    else storage.remove('connection')
  }
  bus.emit('account:disconnected', { namespace })
  if (modal.state.open && !chain.activeCaipAddress()) router.reset('Connect')
}
