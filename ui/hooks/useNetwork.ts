import type { CaipNetworkId, Network } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useProxyState } from '../kit/useProxyState.js'

/** The active network and a way to switch it. */
export interface UseNetworkReturn {
  network: Network
  caipNetworkId: CaipNetworkId
  chainId: number | string
  networks: readonly Network[]
  switchNetwork(network: Network): Promise<void>
}

/** The active network; re-renders on change. `switchNetwork` asks the connected wallet to follow. */
export function useNetwork(): UseNetworkReturn {
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const network = airlock.chain.networkById(chain.activeCaipNetworkId) ?? airlock.chain.activeNetwork()
  return {
    network,
    caipNetworkId: network.caipNetworkId,
    chainId: network.id,
    networks: airlock.chain.state.networks,
    switchNetwork: airlock.switchNetwork,
  }
}
