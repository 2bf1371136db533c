import { type Chain, defineChain } from 'viem'
import type { Network } from 'airlock/kit'

/** An Airlock EVM network as a viem `Chain`: its id, name, currency, RPC URLs, explorer and contracts (`ensUniversalResolver`). */
export function toViemChain(network: Network): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers && { blockExplorers: network.blockExplorers }),
    ...(network.contracts && { contracts: network.contracts }),
    testnet: network.testnet,
  })
}
