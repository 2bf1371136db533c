import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { connectedAdapter } from './connectedAdapter.js'

/** Asks the wallet connected on `namespace` (the active one by default) to sign `message` with its account. */
export async function signMessage(scope: ConnectionScope, message: string, namespace?: ChainNamespace): Promise<string> {
  const key = namespace ?? scope.context.chain.state.activeNamespace
  const adapter = await connectedAdapter(scope, key)
  try {
    return await adapter.signMessage(message, scope.context.chain.state.accounts[key]!.address!)
  } catch (error) {
    throw toWalletError(error)
  }
}
