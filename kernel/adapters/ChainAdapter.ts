import type { CaipNetworkId, ChainNamespace } from '../../chains/caip/chainNamespaces.js'
import type { Network } from '../../chains/networks/Network.js'
import type { ConnectorSession } from '../connectors/ConnectorSession.js'
import type { SimulationRequest } from './SimulationRequest.js'

/** A wallet an adapter can connect to. */
export interface WalletInfo {
  /** Stable id: the EIP-6963 rdns, the registry id, or `injected`. */
  id: string
  name: string
  /** An image URL or data URI. */
  icon?: string
  rdns?: string
  namespace: ChainNamespace
  /** Present in this browser (announced or injected), as opposed to listed in the registry. */
  installed: boolean
}

/** An account returned by a wallet (SPEC §3 account entry). */
export interface AccountEntry {
  namespace: ChainNamespace
  address: string
  type: 'eoa' | 'smartAccount'
  publicKey?: string
  path?: string
}

/** What a successful connect yields. */
export interface ConnectResult {
  address: string
  caipNetworkId: CaipNetworkId
  accounts: AccountEntry[]
}

/** A native or token balance in base units. */
export interface Balance {
  value: bigint
  decimals: number
  symbol: string
}

/** A network fee: what the person pays, in the native currency; `sponsored` (then `value` 0) when someone else pays it. */
export interface FeeEstimate extends Balance {
  sponsored?: boolean
}

/** A transaction to send through the connected wallet. */
export interface TransactionRequest {
  to: string
  value?: bigint
  data?: string
  /** Token transfers: the token contract (EVM) or mint (Solana). */
  token?: string
}

/** A mined transaction: whether it succeeded and, on EVM, its logs (what it did, such as the tokens it moved). */
export interface TransactionReceipt { status: 'success' | 'reverted'; logs?: readonly { address: string; topics: readonly string[]; data: string }[] }

/** The events an adapter reports about the connected wallet. */
export interface AdapterEvents {
  accountsChanged: { address: string | undefined }
  chainChanged: { caipNetworkId: CaipNetworkId }
  disconnect: undefined
}

/**
 * The one interface the kernel speaks to every chain namespace or connector kind through.
 * Every method rejects with a `WalletError` (see `toWalletError`) when the wallet fails.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly name: string
  /** Watches for wallets in the browser; returns a function that stops watching. */
  discover(onChange: (wallets: WalletInfo[]) => void): () => void
  connect(walletId: string, network: Network): Promise<ConnectResult>
  /** Reconnects to `walletId` without a prompt when it still authorises the site. */
  reconnect(walletId: string, network: Network): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  switchNetwork(network: Network): Promise<void>
  getBalance(address: string, network: Network): Promise<Balance>
  signMessage(message: string, address: string): Promise<string>
  /** The wallet's own sign-in (`solana:signIn`) from the message's fields: the text it signed and the signature; undefined without one. */
  signIn?(fields: Record<string, string | readonly string[]>): Promise<{ message: string; signature: string } | undefined>
  /** Sends through the wallet and returns the transaction hash (EVM) or signature (Solana). */
  sendTransaction(request: TransactionRequest, network: Network): Promise<string>
  /** Waits until the transaction is mined or finalised. */
  waitForTransaction(hash: string, network: Network): Promise<TransactionReceipt>
  /**
   * Estimates the network fee of sending `request` from the connected account, in the
   * network's native currency: nothing, marked `sponsored`, when the wallet says someone
   * else pays it. Optional: callers fall back to a default per namespace.
   */
  estimateFee?(request: TransactionRequest, network: Network): Promise<FeeEstimate>
  /** What `sendTransaction` would send, as `POST /v1/simulate` takes it (optional: else no simulation). */
  simulationRequest?(request: TransactionRequest, network: Network): Promise<SimulationRequest>
  on<K extends keyof AdapterEvents>(event: K, handler: (payload: AdapterEvents[K]) => void): () => void
  /**
   * Takes over this adapter's namespace of a connector's session (through
   * `session.provider(namespace)`), as `connect` does for a wallet in the page. Resolves
   * undefined when the session holds no account in the namespace. Adapters without it are
   * simply not offered connector sessions.
   */
  adoptSession?(session: ConnectorSession, network: Network): Promise<ConnectResult | undefined>
  /**
   * The connected wallet as the namespace's own libraries take it (its `ProviderRegistry`
   * entry), whatever way it was connected; undefined when none is. What
   * `airlock.getProvider(namespace)` returns.
   */
  provider?(): unknown
}
