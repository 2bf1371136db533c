import { type BlockhashWithExpiryBlockHeight, type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { TransactionRequest } from '../../kernel/adapters/ChainAdapter.js'
import type { Network } from '../../kernel/networks/Network.js'
import { readFromNode } from './readFromNode.js'
import { solanaError } from './solanaError.js'
import type { SolanaSigner } from './SolanaSigner.js'
import { splTransferInstructions } from './splTransferInstructions.js'

/** A sent transaction: its signature, and the blockhash that bounds how long it can land. */
export interface SentSolanaTransaction extends BlockhashWithExpiryBlockHeight {
  signature: string
}

// A mint may come as a CAIP-10 token address (`solana:<genesis>:<mint>`), as the API lists tokens.
const publicKey = (value: string, what: string) => {
  try {
    return new PublicKey(value.slice(value.lastIndexOf(':') + 1))
  } catch (error) {
    throw solanaError(5000, `${value} is not a valid ${what}`, error)
  }
}

/**
 * Sends `request` from the signer's account on `network`: with `request.token` (a mint) an
 * SPL transfer of `value` base units, creating the receiver's token account when missing;
 * otherwise a SOL transfer of `value` lamports. The transaction is built against a fresh
 * blockhash, then signed and sent through the wallet. `data` has no meaning on Solana and
 * is refused (4200) rather than dropped.
 */
export async function sendSolanaTransaction(
  signer: SolanaSigner,
  connection: Connection,
  request: TransactionRequest,
  network: Network,
): Promise<SentSolanaTransaction> {
  if (request.data) throw solanaError(4200, 'Solana transactions take no call data')
  const owner = publicKey(signer.address, 'account')
  const to = publicKey(request.to, 'receiver address')
  const amount = request.value ?? 0n
  const instructions = request.token
    ? await splTransferInstructions(connection, { owner, to, mint: publicKey(request.token, 'token mint'), amount })
    : [SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: amount })]
  // Fetched last, so the whole validity window is left for the person to approve.
  const blockhash = await readFromNode('issue a blockhash', () => connection.getLatestBlockhash('confirmed'))
  const transaction = new Transaction({ feePayer: owner, ...blockhash }).add(...instructions)
  const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const signature = await signer.sendTransaction(unsigned, network, (signed) =>
    readFromNode('send the transaction', () => connection.sendRawTransaction(signed, { preflightCommitment: 'confirmed' })),
  )
  return { signature, ...blockhash }
}
