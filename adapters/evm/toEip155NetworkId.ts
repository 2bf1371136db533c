import { type CaipNetworkId, providerError } from 'airlock/kit'

/**
 * Turns the chain id a wallet reports (hex per EIP-1193, though some send a decimal string
 * or a number) into a CAIP-2 id such as `eip155:1`.
 */
export function toEip155NetworkId(chainId: unknown): CaipNetworkId {
  const id = typeof chainId === 'string' || typeof chainId === 'number' ? Number(chainId) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw providerError(5000, `The wallet reported no valid chain id: ${String(chainId)}`)
  return `eip155:${id}`
}
