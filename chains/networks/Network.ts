import type { CaipNetworkId, ChainNamespace } from '../caip/chainNamespaces.js'

/** A network Airlock can connect to (SPEC §3). */
export interface Network {
  /** The chain id within its namespace: a number on eip155, a genesis-hash prefix elsewhere. */
  id: number | string
  name: string
  /** A short slug, such as `arbitrum-sepolia`. */
  network: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet: boolean
  /**
   * A test network's coins have no market, so Airlock shows no dollar value for them unless
   * the host sets this: its API's price table prices this network's tokens on purpose.
   */
  testnetPrices?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** An older CAIP-2 id some wallets still report for this network. */
  deprecatedCaipNetworkId?: CaipNetworkId
  /**
   * Contracts Airlock calls on this network, as viem's chains name them. On eip155:1,
   * `ensUniversalResolver` replaces ENS's own (a local chain posing as mainnet passes its deployment).
   */
  contracts?: { ensUniversalResolver?: { address: `0x${string}` } }
}
