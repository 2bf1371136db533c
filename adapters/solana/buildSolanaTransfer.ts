import { type BlockhashWithExpiryBlockHeight, type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { providerError, type TransactionRequest } from 'airlock/kit'
import { readFromNode } from './readFromNode.js'
import { splTransferInstructions } from './splTransferInstructions.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID } from './tokenPrograms.js'

/** An unsigned transfer, ready for a wallet to sign. */
export interface SolanaTransfer {
  /** Paid for by the sender; the sender's signature is its only one. */
  transaction: Transaction
  /** The blockhash it was built on, which bounds how long it can land. */
  blockhash: BlockhashWithExpiryBlockHeight
  /** It creates the receiver's token account, whose rent the sender pays. */
  opensTokenAccount: boolean
}

// A mint may come as a CAIP-10 token address (`solana:<genesis>:<mint>`), as the API lists tokens.
const publicKey = (value: string, what: string) => {
  try {
    return new PublicKey(value.slice(value.lastIndexOf(':') + 1))
  } catch (error) {
    throw providerError(5000, `${value} is not a valid ${what}`, error)
  }
}

/**
 * Builds the transfer `request` asks of `from`: with `request.token` (a mint, or its CAIP-10
 * address) an SPL transfer of `value` base units, creating the receiver's token account when
 * missing; otherwise a SOL transfer of `value` lamports. `data` has no meaning on Solana and
 * is refused (4200) rather than dropped.
 */
export async function buildSolanaTransfer(connection: Connection, from: string, request: TransactionRequest): Promise<SolanaTransfer> {
  if (request.data) throw providerError(4200, 'Solana transactions take no call data')
  const owner = publicKey(from, 'account')
  const to = publicKey(request.to, 'receiver address')
  const amount = request.value ?? 0n
  const instructions = request.token
    ? await splTransferInstructions(connection, { owner, to, mint: publicKey(request.token, 'token mint'), amount })
    : [SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: amount })]
  // Fetched last, so the whole validity window is left for the person to approve.
  const blockhash = await readFromNode('issue a blockhash', () => connection.getLatestBlockhash('confirmed'))
  return {
    transaction: new Transaction({ feePayer: owner, ...blockhash }).add(...instructions),
    blockhash,
    opensTokenAccount: instructions.some((instruction) => instruction.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)),
  }
}
