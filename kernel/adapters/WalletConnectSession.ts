import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'

/** What a wallet approved for one namespace of a WalletConnect session. */
export interface WalletConnectNamespace {
  /** CAIP-10 accounts, such as `eip155:1:0xab…`. */
  accounts: CaipAddress[]
  /** CAIP-2 chains the wallet serves in this session. */
  chains: CaipNetworkId[]
  /** The wallet methods it accepts over the session. */
  methods: string[]
  events: string[]
}

/** A listener of a namespace provider's events. */
export type WalletConnectListener = (...args: any[]) => void

/**
 * One namespace of a WalletConnect session, shaped like an EIP-1193 provider so that a chain
 * adapter drives it as it drives a browser wallet. `request` goes to the namespace's current
 * chain: to the wallet for the methods it approved, to the network's RPC URL otherwise.
 * Events: `accountsChanged` (plain addresses), `chainChanged` (a hex chain id on eip155,
 * the CAIP-2 id elsewhere) and `disconnect` (the session ended, from either side).
 */
export interface WalletConnectProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: WalletConnectListener): void
  removeListener(event: string, listener: WalletConnectListener): void
  /**
   * Points the namespace's requests at the first of `chains` (the CAIP-2 ids of one network)
   * the session holds, for namespaces whose wallets take no switch request (solana; eip155
   * switches with `wallet_switchEthereumChain`). Throws a 4902 error when the session holds
   * none of them. Returns the chain chosen.
   */
  useChain(chains: readonly string[]): string
  /**
   * Ends this namespace's use of the session. The session itself is deleted (the wallet
   * sees session_delete) once every namespace that took a provider has released it.
   */
  release(): Promise<void>
}

/**
 * An approved WalletConnect session, handed to each chain adapter to adopt the namespace it
 * serves (`ChainAdapter.adoptWalletConnect`). One session may span several namespaces.
 */
export interface WalletConnectSession {
  readonly topic: string
  /** The wallet on the other side, as it describes itself. */
  readonly peer: { name: string; url: string; icons: string[] }
  readonly namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>>
  /** The provider of `namespace`, or undefined when the session holds no account there. */
  provider(namespace: ChainNamespace): WalletConnectProvider | undefined
  /** Deletes the session at once, whatever namespaces use it. */
  disconnect(): Promise<void>
}
