import { type Network, providerError } from 'airlock/kit'

/** The numeric chain id of an eip155 network; any other network is refused as a wallet would. */
export function evmChainId(network: Network): number {
  const id = Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw providerError(-32603, `Not an EVM network: ${network.caipNetworkId}`)
  }
  return id
}
