import type { Network } from './Network.js'

/**
 * The page of `address` on the network's block explorer, or undefined without one. The
 * explorer's own query stays at the end (`https://solscan.io/?cluster=devnet` gives
 * `https://solscan.io/address/…?cluster=devnet`).
 */
export function explorerAddressUrl(network: Network, address: string): string | undefined {
  const explorer = network.blockExplorers?.default.url
  if (!explorer) return undefined
  const url = new URL(explorer)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/address/${address}`
  return url.toString()
}
