import type { Network } from './Network.js'

/** The fields of an EVM network that are not derived from its chain id. */
export interface EvmNetworkInput {
  id: number
  name: string
  network: string
  rpc: string
  explorer?: [name: string, url: string]
  currency?: [symbol: string, name?: string]
  testnet?: boolean
  testnetPrices?: boolean
}

/** Builds an eip155 `Network`, deriving the CAIP-2 id and the defaults (ETH, mainnet). */
export function defineEvmNetwork(input: EvmNetworkInput): Network {
  const [symbol, name] = input.currency ?? ['ETH', 'Ether']
  return {
    id: input.id,
    name: input.name,
    network: input.network,
    nativeCurrency: { name: name ?? symbol, symbol, decimals: 18 },
    rpcUrls: { default: { http: [input.rpc] } },
    ...(input.explorer && { blockExplorers: { default: { name: input.explorer[0], url: input.explorer[1] } } }),
    testnet: input.testnet ?? false,
    ...(input.testnetPrices && { testnetPrices: true }),
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${input.id}`,
  }
}
