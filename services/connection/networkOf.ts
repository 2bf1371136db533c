import type { ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { Network } from '../../chains/networks/Network.js'
import type { ConnectionScope } from './ConnectionScope.js'

/** The network `namespace` works on: the active one, or the namespace's first configured network. */
export function networkOf({ context: { chain } }: ConnectionScope, namespace: ChainNamespace): Network {
  return chain.state.activeNamespace === namespace
    ? chain.activeNetwork()
    : (chain.state.networks.find((network) => network.chainNamespace === namespace) ?? chain.activeNetwork())
}
