import type { CaipAddress, CaipNetworkId } from './chainNamespaces.js'
import { parseCaipAddress } from './parseCaipAddress.js'

/**
 * The CAIP-2 network id of a CAIP-10 account id (`eip155:1:0xab…` → `eip155:1`). Throws
 * `CaipError` on a malformed account id, as `parseCaipAddress` does.
 */
export function caipNetworkIdOf(caipAddress: CaipAddress | string): CaipNetworkId {
  const { namespace, chainId } = parseCaipAddress(caipAddress)
  return `${namespace}:${chainId}`
}
