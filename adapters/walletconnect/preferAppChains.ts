import type { ChainStore } from 'airlock/kit'
import { readSessionNamespaces } from './readSessionNamespaces.js'
import type { WalletConnectClient } from './WalletConnectClient.js'

/**
 * After approval, points each namespace of the session at the network the app shows for it
 * (the active one, or the namespace's first configured network) when the wallet approved
 * that chain; otherwise the session's own first chain stays, and the kernel treats it as a
 * wallet on another network.
 */
export function preferAppChains(client: WalletConnectClient, chain: ChainStore): void {
  const approved = readSessionNamespaces(client.session?.namespaces ?? {})
  for (const [namespace, entry] of Object.entries(approved)) {
    const network =
      chain.state.activeNamespace === namespace ? chain.activeNetwork() : chain.state.networks.find((item) => item.chainNamespace === namespace)
    if (network && entry.chains.includes(network.caipNetworkId)) client.setDefaultChain(network.caipNetworkId)
  }
}
