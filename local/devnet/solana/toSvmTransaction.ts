import type { LiteSVM } from 'litesvm'
import type { DecodedTransaction } from './decodeTransaction.js'

/** A transaction in the @solana/kit shape litesvm's API takes. */
export type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]

/**
 * Hands a decoded transaction to litesvm in its @solana/kit shape (message bytes and a
 * signer → signature map), built from web3.js types so Airlock needs no direct kit import.
 */
export function toSvmTransaction(tx: DecodedTransaction): SvmTransaction {
  const signatures: Record<string, Uint8Array> = {}
  tx.signatures.forEach((signature, index) => {
    signatures[tx.accountKeys[index]!] = signature
  })
  return { messageBytes: tx.message.serialize(), signatures } as unknown as SvmTransaction
}
