import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ConnectResult } from '../../kernel/adapters/ChainAdapter.js'
import type { ConnectorSession } from '../../kernel/connectors/ConnectorSession.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { establishConnection } from './establishConnection.js'
import { networkOf } from './networkOf.js'

/**
 * Connects each namespace of a connector's session that its adapter adopts
 * (`ChainAdapter.adoptSession`), recorded under the connector's name as the wallet id, able
 * to reach the session's chains in that namespace.
 * `first` is adopted first and becomes the active namespace (or, if its adapter fails, the
 * first namespace adopted); the others connect beside it without ever showing in its place.
 * A namespace whose adapter fails is left out; with none adopted the session is ended and
 * the connect fails (4100).
 */
export async function adoptSession(scope: ConnectionScope, connector: string, session: ConnectorSession, first: ChainNamespace): Promise<ConnectResult[]> {
  const { adapters, chain, logger } = scope.context
  const namespaces = adapters.descriptors.map((descriptor) => descriptor.namespace).filter((namespace) => session.namespaces[namespace])
  const results: ConnectResult[] = []
  for (const namespace of [...namespaces.filter((key) => key === first), ...namespaces.filter((key) => key !== first)]) {
    try {
      const adapter = await adapters.get(namespace)
      const result = await adapter.adoptSession?.(session, networkOf(scope, namespace))
      if (!result) continue
      // The session reaches the chains it was approved for (by the app's ids), and no others.
      const caipNetworkIds = session.namespaces[namespace]!.chains.map((id) => chain.networkById(id)?.caipNetworkId ?? id)
      const icon = session.peer.icons[0]
      establishConnection(scope, { id: connector, name: session.peer.name, namespace, ...(icon && { icon }) }, adapter, result, { activate: !results.length, caipNetworkIds })
      results.push(result)
    } catch (error) {
      logger.warn(`The ${namespace} adapter could not take the ${connector} session`, error)
    }
  }
  if (!results.length) {
    await session.disconnect()
    throw toWalletError({ code: 4100 })
  }
  return results
}
