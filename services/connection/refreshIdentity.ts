import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { type KeptProfile, profileKey } from './keepProfiles.js'
import { networkOf } from './networkOf.js'

/**
 * Looks up the name and avatar of the account connected on `namespace` (cached 5 minutes)
 * and shows them, unless the account changed meanwhile. A failed lookup, or one that does not
 * apply (SPEC §4: a testnet, another namespace), clears them, except what the account showed
 * on this network before and a feature keeps showing (a registered name, see `keepProfiles`).
 */
export async function refreshIdentity(scope: ConnectionScope, namespace: ChainNamespace, address: string): Promise<void> {
  const { chain, storage } = scope.context
  const identity = await scope.identities.resolve(address, networkOf(scope, namespace)).catch(() => undefined)
  const account = chain.state.accounts[namespace]
  if (account?.address !== address) return
  const kept = !identity && account.caipAddress ? storage.get<KeptProfile>(profileKey(account.caipAddress)) : undefined
  if (kept && kept.name === account.profileName && kept.image === account.profileImage) return
  chain.setAccount(namespace, { profileName: identity?.name, profileImage: identity?.avatar })
}
