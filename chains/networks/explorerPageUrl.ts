import type { Network } from './Network.js'

/**
 * The page at `path` (`address/0x…`, `tx/0x…`) on the network's block explorer, or undefined
 * without one. The explorer's own query stays at the end (`https://solscan.io/?cluster=devnet`
 * gives `https://solscan.io/tx/…?cluster=devnet`).
 */
export function explorerPageUrl(network: Network, path: string): string | undefined {
  const explorer = network.blockExplorers?.default.url
  if (!explorer) return undefined
  const url = new URL(explorer)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`
  return url.toString()
}
