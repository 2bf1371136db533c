import type { BlockhashWithExpiryBlockHeight, Connection } from '@solana/web3.js'
import type { Network, TransactionRequest } from 'airlock/kit'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { readFromNode } from './readFromNode.js'
import type { SolanaSigner } from './SolanaSigner.js'

/** A sent transaction: its signature, and the blockhash that bounds how long it can land. */
export interface SentSolanaTransaction extends BlockhashWithExpiryBlockHeight {
  signature: string
}

/**
 * Sends `request` (see `buildSolanaTransfer`) from the signer's account on `network`: the
 * transfer is built against a fresh blockhash, then signed and sent through the wallet, or
 * sent through the network's node when the wallet only signs.
 */
export async function sendSolanaTransaction(
  signer: SolanaSigner,
  connection: Connection,
  request: TransactionRequest,
  network: Network,
): Promise<SentSolanaTransaction> {
  const { transaction, blockhash } = await buildSolanaTransfer(connection, signer.address, request)
  const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const signature = await signer.sendTransaction(unsigned, network, (signed) =>
    readFromNode('send the transaction', () => connection.sendRawTransaction(signed, { preflightCommitment: 'confirmed' })),
  )
  return { signature, ...blockhash }
}
