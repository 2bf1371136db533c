import type { ConnectionScope, StoredConnection } from './ConnectionScope.js'

/**
 * Remembers, for the next page load, the connection the person is on: the active namespace's
 * wallet and the active network, so a reload restores that account on that network. Nothing
 * changes while the active namespace has no connected account.
 */
export function rememberConnection(scope: ConnectionScope): void {
  const { chain, storage } = scope.context
  const namespace = chain.state.activeNamespace
  const account = chain.state.accounts[namespace]
  const walletId = account?.connectedWalletInfo?.identifier
  if (account?.status !== 'connected' || !walletId) return
  storage.set('connection', { namespace, walletId, caipNetworkId: chain.state.activeCaipNetworkId } satisfies StoredConnection)
}
