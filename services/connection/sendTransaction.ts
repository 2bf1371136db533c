import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { TransactionRequest } from '../../kernel/adapters/ChainAdapter.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { connectedAdapter } from './connectedAdapter.js'
import { networkOf } from './networkOf.js'

/** Sends `request` through the wallet connected on `namespace` (the active one by default); resolves its hash. */
export async function sendTransaction(scope: ConnectionScope, request: TransactionRequest, namespace?: ChainNamespace): Promise<string> {
  const key = namespace ?? scope.context.chain.state.activeNamespace
  const adapter = await connectedAdapter(scope, key)
  try {
    return await adapter.sendTransaction(request, networkOf(scope, key))
  } catch (error) {
    throw toWalletError(error)
  }
}
