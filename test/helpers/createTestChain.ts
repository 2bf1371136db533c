import type { ChainStore, Network } from 'airlock'
import { createChainState } from '../../services/chain/createChainState.js'

/**
 * A kernel's network and account state on its own, for tests of code that takes a context
 * slice (`{ api, chain }`) rather than a whole instance. Default network: the first.
 */
export function createTestChain(networks: Network[], defaultNetwork: string = networks[0]!.caipNetworkId): ChainStore {
  return createChainState(networks, defaultNetwork)
}
