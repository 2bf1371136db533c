import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ChainAdapter } from '../../kernel/adapters/ChainAdapter.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { ConnectionScope } from './ConnectionScope.js'

/** The adapter of `namespace` when a wallet is connected there; rejects with 4100 (UNAUTHORIZED) otherwise. */
export async function connectedAdapter({ context }: ConnectionScope, namespace: ChainNamespace): Promise<ChainAdapter> {
  if (context.chain.state.accounts[namespace]?.status !== 'connected') throw toWalletError({ code: 4100 })
  return context.adapters.get(namespace)
}
