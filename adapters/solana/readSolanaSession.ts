import type { CaipNetworkId, Network, SessionNamespace } from 'airlock/kit'

/** The Solana side of a WalletConnect session, as the adapter connects to it. */
export interface SolanaSessionView {
  /** The app's network when the wallet approved it, else the session's first Solana chain. */
  caipNetworkId: CaipNetworkId
  /** Plain addresses, those granted on that chain first, each once. */
  addresses: string[]
}

/**
 * Reads the `solana` namespace a wallet approved: which chain the session speaks for (the
 * connector points the session at the app's network when the wallet approved it, as it also
 * may under the network's older CAIP-2 id) and the accounts, as addresses.
 */
export function readSolanaSession(approved: SessionNamespace, network: Network): SolanaSessionView {
  const ids = [network.caipNetworkId, network.deprecatedCaipNetworkId].filter(Boolean)
  const onAppNetwork = approved.chains.some((chain) => ids.includes(chain))
  const caipNetworkId = onAppNetwork ? network.caipNetworkId : (approved.chains[0] ?? network.caipNetworkId)
  const ordered = [...approved.accounts.filter((account) => ids.some((id) => account.startsWith(`${id}:`)) || account.startsWith(`${caipNetworkId}:`)), ...approved.accounts]
  return { caipNetworkId, addresses: [...new Set(ordered.map((account) => account.split(':').pop()!))] }
}
