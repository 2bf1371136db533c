import type { PluginApis } from 'airlock/kit'

/** A namespace the dapp asks a wallet for, as the protocol client takes it. */
export interface RequestedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL by chain reference (`'31337'`), for the reads the client sends itself. */
  rpcMap: Record<string, string>
}

/**
 * What a one-click auth asks the wallet to sign: the sign-in feature's fields (CAIP-122), the
 * chains (CAIP-2) and the methods the session is for.
 */
export type AuthenticateRequest = NonNullable<Awaited<ReturnType<PluginApis['siwx']['oneClickRequest']>>> & { chains: string[]; methods?: string[] }

/** A CAIP-74 object capability the wallet signed: the payload (with `iss`, the signer's DID) and the signature. */
export interface Cacao {
  p: { iss: string }
  s: { t: string; s: string }
}

/** A session as the protocol client stores it (the parts Airlock reads). */
export interface SessionStruct {
  topic: string
  /** Seconds since the epoch. */
  expiry: number
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }>
  peer: { metadata: { name: string; url: string; icons: string[] } }
}

/** What a listener of the client's events receives; each event has its own shape. */
export type ClientListener = (...args: any[]) => void

/**
 * The part of @walletconnect/universal-provider that Airlock uses, written out so that the
 * pairing and session code can be tested against a stand-in without a relay.
 */
export interface WalletConnectClient {
  session?: SessionStruct | undefined
  /** Proposes a session; emits `display_uri` with the pairing URI, resolves once approved. */
  connect(params: { optionalNamespaces: Record<string, RequestedNamespace> }): Promise<unknown>
  /**
   * One-click auth (SPEC §7 authenticate): proposes a session that the wallet approves by
   * signing a sign-in message for each chain; emits `display_uri` as `connect` does. A wallet
   * without it approves a plain proposal instead, and `auths` is missing.
   */
  authenticate(params: AuthenticateRequest): Promise<{ auths?: Cacao[] } | undefined>
  /** Deletes the current session on both sides. */
  disconnect(): Promise<void>
  /** Sends a request on `chain` (CAIP-2): to the wallet for approved methods, else to the RPC. */
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  on(event: string, listener: ClientListener): void
  removeListener(event: string, listener: ClientListener): void
  /** Makes `chain` (CAIP-2) the one requests of its namespace go to. */
  setDefaultChain(chain: string): void
  rpcProviders: Record<string, { getDefaultChain(): string } | undefined>
  client: {
    /** Sends a request to the wallet without the provider's routing. */
    request(params: { topic: string; chainId: string; request: { method: string; params?: any } }): Promise<unknown>
    on(event: 'session_expire', listener: (args: { topic: string }) => void): unknown
    off(event: 'session_expire', listener: (args: { topic: string }) => void): unknown
    core: { relayer: { subscriber: { unsubscribe(topic: string): Promise<unknown> } } }
  }
}
