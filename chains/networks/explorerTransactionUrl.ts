import type { Network } from './Network.js'
import { explorerPageUrl } from './explorerPageUrl.js'

/** The page of transaction `hash` on the network's block explorer, or undefined without one. */
export function explorerTransactionUrl(network: Network, hash: string): string | undefined {
  return explorerPageUrl(network, `tx/${hash}`)
}
