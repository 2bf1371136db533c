import type { CaipAddress, CaipNetworkId } from './chainNamespaces.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/**
 * Joins a CAIP-2 network id and an address into a CAIP-10 account id, checking both.
 *
 * @example
 * formatCaipAddress('eip155:1', '0xab5801a7d398351b8be11c439e05c5b3259aec9b')
 * // 'eip155:1:0xab5801a7d398351b8be11c439e05c5b3259aec9b'
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId | string, address: string): CaipAddress {
  const { namespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const value = `${namespace}:${chainId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
