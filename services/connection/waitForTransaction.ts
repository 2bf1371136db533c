import type { TransactionReceipt } from '../../kernel/adapters/ChainAdapter.js'
import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import { markTokenBalancesStale } from '../account/loadTokenBalances.js'
import type { ConnectionScope } from './ConnectionScope.js'
import { networkOf } from './networkOf.js'
import { refreshBalance } from './refreshBalance.js'

/**
 * Waits until transaction `hash` on `namespace` (the active one by default) is mined; the
 * account's cached balances are then dropped (the next read asks the API to read the chain, its
 * index may be a block behind) and its balance read again.
 */
export async function waitForTransaction(scope: ConnectionScope, hash: string, namespace?: ChainNamespace): Promise<TransactionReceipt> {
  const { chain, adapters, api } = scope.context
  const key = namespace ?? chain.state.activeNamespace
  const receipt = await (await adapters.get(key)).waitForTransaction(hash, networkOf(scope, key))
  const account = chain.state.accounts[key]
  if (account?.address) {
    scope.balances.invalidate(`${networkOf(scope, key).caipNetworkId}:${account.address}`)
    if (account.caipAddress) markTokenBalancesStale(api, account.caipAddress, true)
    void refreshBalance(scope, key)
  }
  return receipt
}
