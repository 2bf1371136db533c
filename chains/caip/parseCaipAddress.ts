import { CaipError } from './CaipError.js'
import { type CaipAddress, type ChainNamespace, isChainNamespace } from './chainNamespaces.js'

/** The parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  chainId: string
  address: string
}

/**
 * Splits a CAIP-10 account id (`eip155:1:0xab…`) into namespace, chain id and address.
 * Throws `CaipError` ('Invalid CAIP-10 address: {value}') unless there are exactly three
 * non-empty parts and the namespace is known.
 */
export function parseCaipAddress(value: CaipAddress | string): ParsedCaipAddress {
  const parts = String(value).split(':')
  const [namespace, chainId, address] = parts
  if (parts.length !== 3 || !namespace || !chainId || !address) throw new CaipError('address', String(value))
  if (!isChainNamespace(namespace)) throw new CaipError('address', String(value), `unknown namespace "${namespace}"`)
  return { namespace, chainId, address }
}
