import { createClient, http, type Client } from 'viem'
import { type Network, providerError } from 'airlock/kit'

/**
 * Makes the getter of the viem clients that read each network through its own RPC URL
 * (not through the wallet, which may be on another chain), one per network and URL, kept
 * for the adapter's life. Requests time out after 10 s and are retried 3 times (SPEC §9).
 */
export function createEvmRpcClients(): (network: Network) => Client {
  const clients = new Map<string, Client>()
  return (network) => {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw providerError(-32603, `No RPC URL for ${network.caipNetworkId}`)
    const key = `${network.caipNetworkId} ${url}`
    let client = clients.get(key)
    if (!client) {
      // Polled every second while waiting for a receipt: viem's default of up to 4 s would
      // leave a person waiting on chains that make a block every second or two.
      client = createClient({ transport: http(url, { timeout: 10_000, retryCount: 3 }), pollingInterval: 1_000 })
      clients.set(key, client)
    }
    return client
  }
}
