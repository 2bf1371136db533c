import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { networkOf } from './networkOf.js'

/**
 * Looks up the name and avatar of the account connected on `namespace` (cached 5 minutes)
 * and shows them, unless the account changed meanwhile. A failed lookup clears them.
 */
export async function refreshIdentity(scope: ConnectionScope, namespace: ChainNamespace, address: string): Promise<void> {
  const { chain } = scope.context
  const identity = await scope.identities.resolve(address, networkOf(scope, namespace)).catch(() => undefined)
  if (chain.state.accounts[namespace]?.address !== address) return
  chain.setAccount(namespace, { profileName: identity?.name, profileImage: identity?.avatar })
}
