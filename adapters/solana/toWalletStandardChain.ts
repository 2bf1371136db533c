import type { IdentifierString } from '@wallet-standard/base'
import type { Network } from 'airlock/kit'

// The wallet-standard names of the public clusters, by CAIP-2 id.
const clusters: Record<string, IdentifierString> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:8E9rvCKLFQia2Y35HvivXdbeMeDuAUZUvYFE8yK': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain to name in a wallet-standard request for `network`. A wallet signs for
 * whatever cluster it is told, so the app's network decides: its CAIP-2 id when the wallet
 * lists that id, else the standard's cluster name (`solana:mainnet`, `solana:devnet`,
 * `solana:testnet`), else `solana:localnet`, the standard's name for any other cluster.
 */
export function toWalletStandardChain(network: Network, walletChains: readonly IdentifierString[]): IdentifierString {
  if (walletChains.includes(network.caipNetworkId)) return network.caipNetworkId
  return clusters[network.caipNetworkId] ?? 'solana:localnet'
}
