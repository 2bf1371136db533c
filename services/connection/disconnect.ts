import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { forgetNamespace } from './forgetNamespace.js'

/**
 * Disconnects the wallet of `namespace`, or of every connected namespace: the adapter ends
 * its session (a wallet that fails to is logged, not thrown), then the app forgets it.
 */
export async function disconnect(scope: ConnectionScope, namespace?: ChainNamespace): Promise<void> {
  const { chain, adapters, logger } = scope.context
  const namespaces = namespace ? [namespace] : (Object.keys(chain.state.accounts) as ChainNamespace[])
  await Promise.all(
    namespaces.map(async (key) => {
      await adapters.loaded(key)?.disconnect().catch((error: unknown) => logger.warn('The wallet did not disconnect cleanly', error))
      forgetNamespace(scope, key)
    }),
  )
}
