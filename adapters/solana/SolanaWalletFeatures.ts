import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

/** A transaction version a wallet signs: the legacy format, or versioned format 0. */
export type SolanaTransactionVersion = 'legacy' | 0

/** What a wallet's `standard:events` change event says changed. */
export interface WalletChange {
  accounts?: readonly WalletAccount[]
  chains?: readonly IdentifierString[]
  features?: Wallet['features']
}

/**
 * The wallet-standard features the Solana adapter uses, by name, with the shape each one
 * has in the standard. Declared here rather than taken from a features package: the adapter
 * needs six signatures, not another dependency in every host's install.
 */
export interface SolanaWalletFeatures {
  'standard:connect': {
    version: string
    /** `silent: true` asks for the accounts the site is already authorised for, without a prompt. */
    connect(input?: { silent?: boolean }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
  'standard:disconnect': { version: string; disconnect(): Promise<void> }
  'standard:events': { version: string; on(event: 'change', listener: (change: WalletChange) => void): () => void }
  'solana:signMessage': {
    version: string
    signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  'solana:signTransaction': {
    version: string
    supportedTransactionVersions: readonly SolanaTransactionVersion[]
    signTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: IdentifierString }[]
    ): Promise<readonly { signedTransaction: Uint8Array }[]>
  }
  'solana:signAndSendTransaction': {
    version: string
    supportedTransactionVersions: readonly SolanaTransactionVersion[]
    signAndSendTransaction(
      ...inputs: {
        account: WalletAccount
        transaction: Uint8Array
        chain: IdentifierString
        options?: { preflightCommitment?: 'processed' | 'confirmed' | 'finalized'; skipPreflight?: boolean; maxRetries?: number }
      }[]
    ): Promise<readonly { signature: Uint8Array }[]>
  }
}

/** The feature `name` of `wallet`, typed, or undefined when the wallet lacks it. */
export function walletFeature<K extends keyof SolanaWalletFeatures>(wallet: Wallet, name: K): SolanaWalletFeatures[K] | undefined {
  return wallet.features[name] as SolanaWalletFeatures[K] | undefined
}
