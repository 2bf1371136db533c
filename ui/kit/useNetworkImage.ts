import type { Network } from '../../kit/index.js'
import { useAirlockInstance } from './AirlockReactContext.js'

/**
 * A function giving a network's logo URL, served by the API (SPEC §7 asset image, by CAIP-2
 * id), or undefined when no API is configured. A network the API has no logo for answers
 * 404, and `WalletImage` keeps the tile drawn from the network's name.
 */
export function useNetworkImage(): (network: Network) => string | undefined {
  const { api } = useAirlockInstance()
  return (network) => (api.configured ? api.url(`/public/getAssetImage/${encodeURIComponent(network.caipNetworkId)}`) : undefined)
}
