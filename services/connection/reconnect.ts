import type { Connector } from '../../kernel/connectors/defineConnector.js'
import { adoptSession } from './adoptSession.js'
import type { ConnectionScope, StoredConnection } from './ConnectionScope.js'
import { establishConnection } from './establishConnection.js'
import { type ConnectorName, loadConnector } from './loadConnector.js'
import { networkOf } from './networkOf.js'

/**
 * Restores the session remembered from the last page load without a prompt: a connector's
 * session if it is still alive, or the wallet if it still authorises the site. A session
 * that cannot be restored is forgotten.
 */
export async function reconnect(scope: ConnectionScope): Promise<void> {
  const { chain, storage, adapters, wallets, connectors, logger } = scope.context
  const stored = storage.get<StoredConnection>('connection')
  if (!stored) return
  chain.setAccount(stored.namespace, { status: 'connecting' })
  try {
    if (connectors.some((connector) => connector.name === stored.walletId)) {
      const connector: Connector = await loadConnector(scope, stored.walletId as ConnectorName)
      const session = await connector.restore()
      if (!session) throw new Error(`The ${stored.walletId} session has ended`)
      await adoptSession(scope, stored.walletId, session, stored.namespace)
      return
    }
    const adapter = await adapters.get(stored.namespace)
    const result = await adapter.reconnect(stored.walletId, networkOf(scope, stored.namespace))
    if (!result) throw new Error('The wallet no longer authorises this site')
    const recent = wallets.state.recent.find((item) => item.id === stored.walletId)
    establishConnection(scope, { ...recent, id: stored.walletId, name: recent?.name ?? stored.walletId, namespace: stored.namespace }, adapter, result)
  } catch (error) {
    logger.info('The previous session could not be restored', error)
    storage.remove('connection')
    chain.removeAccount(stored.namespace)
  }
}
