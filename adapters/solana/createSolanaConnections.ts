import { Connection } from '@solana/web3.js'
import { type Network, providerError } from 'airlock/kit'

/**
 * Makes the getter of the web3.js `Connection`s that read each network through its own RPC
 * URL, one per network and URL, kept for the adapter's life. The websocket URL is passed
 * when the network names one (`rpcUrls.default.webSocket`): without it web3.js guesses the
 * HTTP port + 1, which is wrong for a local chain serving both on one port.
 */
export function createSolanaConnections(): (network: Network) => Connection {
  const connections = new Map<string, Connection>()
  return (network) => {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw providerError(5000, `No RPC URL for ${network.caipNetworkId}`)
    const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
    const key = `${network.caipNetworkId} ${url} ${wsEndpoint ?? ''}`
    let connection = connections.get(key)
    if (!connection) {
      connection = new Connection(url, { commitment: 'confirmed', ...(wsEndpoint && { wsEndpoint }) })
      connections.set(key, connection)
    }
    return connection
  }
}
