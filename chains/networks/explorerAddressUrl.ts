import type { Network } from './Network.js'
import { explorerPageUrl } from './explorerPageUrl.js'

/**
 * The page of `address` on the network's block explorer, or undefined without one. The
 * explorer's own query stays at the end (`https://solscan.io/?cluster=devnet` gives
 * `https://solscan.io/address/…?cluster=devnet`).
 */
export function explorerAddressUrl(network: Network, address: string): string | undefined {
  return explorerPageUrl(network, `address/${address}`)
}
