import type { Wallet } from '@wallet-standard/base'
import type { Network } from 'airlock/kit'

/**
 * What the Solana adapter needs from whatever holds the keys of a session: a wallet-standard
 * wallet (`createWalletStandardSigner`), or another transport, such as a WalletConnect
 * session's `solana` namespace, adopted through the same `begin` path of the adapter.
 */
export interface SolanaSigner {
  /** The account transactions are sent from; follows the wallet's account changes. */
  readonly address: string
  /** Every Solana account the wallet granted, the current one first. */
  readonly accounts: readonly string[]
  /** Signs `message` with the account `address`; resolves the ed25519 signature in base58. */
  signMessage(message: Uint8Array, address: string): Promise<string>
  /**
   * Has the wallet sign the serialized, unsigned `transaction` for `network` and send it;
   * `sendRaw` sends a signed one through the app's node, for wallets that only sign.
   * Resolves the transaction signature in base58.
   */
  sendTransaction(transaction: Uint8Array, network: Network, sendRaw: (signed: Uint8Array) => Promise<string>): Promise<string>
  /**
   * Moves the session to `network`, for transports whose session is tied to one chain at a
   * time (WalletConnect). A wallet-standard wallet has none: each request names its chain.
   */
  useNetwork?(network: Network): void
  /** Calls `onAccount` when the current account changes; `undefined` when none is left. */
  watch(onAccount: (address: string | undefined) => void): () => void
  /** Ends the session on the wallet's side, where the transport allows it. */
  disconnect(): Promise<void>
  /**
   * The wallet as a wallet-standard wallet with the Solana features, for the host's own
   * libraries (`airlock.getProvider('solana')`): the wallet itself, or one over the session.
   */
  readonly wallet: Wallet
}
