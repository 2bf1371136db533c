import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { TransactionRequest } from '../../kernel/adapters/ChainAdapter.js'
import type { SimulationRequest } from '../../kernel/adapters/SimulationRequest.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { connectedAdapter } from './connectedAdapter.js'
import { networkOf } from './networkOf.js'

/**
 * What `sendTransaction(request, namespace)` would send, as `POST /v1/simulate` takes it;
 * undefined when the namespace's adapter cannot say.
 */
export async function simulationRequest(scope: ConnectionScope, request: TransactionRequest, namespace?: ChainNamespace): Promise<SimulationRequest | undefined> {
  const key = namespace ?? scope.context.chain.state.activeNamespace
  const adapter = await connectedAdapter(scope, key)
  try {
    return await adapter.simulationRequest?.(request, networkOf(scope, key))
  } catch (error) {
    throw toWalletError(error)
  }
}
