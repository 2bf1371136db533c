import type { ConnectResult } from '../../kernel/adapters/ChainAdapter.js'
import type { ConnectorSession } from '../../kernel/connectors/ConnectorSession.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectorRegistry } from '../../kernel/registry.js'
import { adoptSession } from './adoptSession.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { type ConnectorName, loadConnector } from './loadConnector.js'

/**
 * Connects through connector `name`: `start` begins a session with it (a QR pairing, an
 * email sign-in), and every namespace of the session an adapter adopts is connected, the
 * active one last. Rejects with a `WalletError` (USER_REJECTED when declined).
 *
 * @example
 * await connection.connectWith('walletconnect', (walletConnect) => walletConnect.pair(showUri, signal))
 */
export async function connectWith<N extends ConnectorName>(
  scope: ConnectionScope,
  name: N,
  start: (connector: ConnectorRegistry[N]) => Promise<ConnectorSession>,
): Promise<ConnectResult[]> {
  try {
    const session = await start(await loadConnector(scope, name))
    return await adoptSession(scope, name, session, scope.context.chain.state.activeNamespace)
  } catch (error) {
    throw toWalletError(error)
  }
}
