import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'

/** What a wallet granted in one namespace of a connector session. */
export interface SessionNamespace {
  /** CAIP-10 accounts, such as `eip155:1:0xab…`. */
  accounts: CaipAddress[]
  /** CAIP-2 chains the wallet serves in this session. */
  chains: CaipNetworkId[]
  /** The wallet methods it accepts over the session. */
  methods: string[]
  events: string[]
}

/** A listener of a session provider's events. */
export type SessionListener = (...args: any[]) => void

/**
 * One namespace of a session, shaped like an EIP-1193 provider so that a chain adapter drives
 * it as it drives a wallet in the page. `request` goes to the namespace's current chain.
 * Events: `accountsChanged` (plain addresses), `chainChanged` (a hex chain id on eip155, the
 * CAIP-2 id elsewhere) and `disconnect` (the session ended, from either side).
 */
export interface SessionProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: SessionListener): void
  removeListener(event: string, listener: SessionListener): void
  /**
   * Points the namespace's requests at the first of `chains` (the CAIP-2 ids of one network)
   * the session holds, for namespaces whose wallets take no switch request (solana; eip155
   * switches with `wallet_switchEthereumChain`). Throws a 4902 error when the session holds
   * none of them. Returns the chain chosen.
   */
  useChain(chains: readonly string[]): string
  /**
   * Whether someone other than the account would pay the gas of these eip155 calls, were
   * they sent now (a smart account's sponsor): the wallet's own word, for a preview's fee.
   * Optional; absent or false, the account pays.
   */
  sponsored?(calls: readonly { to: string; value?: bigint; data?: string }[]): Promise<boolean>
  /**
   * Ends this namespace's use of the session. The session itself ends once every namespace
   * that took a provider has released it.
   */
  release(): Promise<void>
}

/**
 * A session with a wallet reached through a connector (a pairing over a relay, an embedded
 * wallet's frame). One session may span several namespaces: each chain adapter adopts the
 * namespace it serves through `provider(namespace)` (`ChainAdapter.adoptSession`).
 */
export interface ConnectorSession {
  /** Names the session among the connector's (a pairing topic, a frame session). */
  readonly id: string
  /** The wallet on the other side, as it describes itself. */
  readonly peer: { name: string; url: string; icons: string[] }
  readonly namespaces: Partial<Record<ChainNamespace, SessionNamespace>>
  /** The provider of `namespace`, or undefined when the session holds no account there. */
  provider(namespace: ChainNamespace): SessionProvider | undefined
  /** Ends the session at once, whatever namespaces use it. */
  disconnect(): Promise<void>
}
