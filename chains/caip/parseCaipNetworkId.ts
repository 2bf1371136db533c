import { CaipError } from './CaipError.js'
import type { CaipNetworkId } from './chainNamespaces.js'

/** The parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  namespace: string
  chainId: string
}

/**
 * Splits a CAIP-2 network id (`eip155:1`) into namespace and chain id.
 * Throws `CaipError` ('Invalid CAIP-2 network id: {value}') unless there are exactly two
 * non-empty parts.
 */
export function parseCaipNetworkId(value: CaipNetworkId | string): ParsedCaipNetworkId {
  const parts = String(value).split(':')
  const [namespace, chainId] = parts
  if (parts.length !== 2 || !namespace || !chainId) throw new CaipError('network', String(value))
  return { namespace, chainId }
}
