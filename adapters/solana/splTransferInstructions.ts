import { type Connection, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'
import { readFromNode } from './readFromNode.js'
import { providerError } from 'airlock/kit'
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './tokenPrograms.js'

// Layout facts of the token programs: a mint's decimals byte, and the instruction indexes.
const MINT_DECIMALS_OFFSET = 44
const MINT_SIZE = 82
const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1
const MAX_U64 = 2n ** 64n - 1n

/** What an SPL transfer moves, and between whom. */
export interface SplTransfer {
  owner: PublicKey
  to: PublicKey
  mint: PublicKey
  /** In the token's base units. */
  amount: bigint
}

/**
 * The instructions of an SPL token transfer from `owner`'s associated token account to
 * `to`'s: first creating `to`'s account when it does not exist yet (paid by `owner`,
 * idempotent so a race with another sender cannot fail it), then a `TransferChecked`,
 * which makes the token program check the mint and its decimals. Built here rather than
 * with @solana/spl-token, which would add ~11 KB to the chunk for two instructions.
 * Mints of the Token and Token-2022 programs are accepted.
 */
export async function splTransferInstructions(connection: Connection, transfer: SplTransfer): Promise<TransactionInstruction[]> {
  const { owner, to, mint, amount } = transfer
  if (amount < 0n || amount > MAX_U64) throw providerError(5000, `${amount} is not a token amount`)
  const mintAccount = await readFromNode('read the token mint', () => connection.getAccountInfo(mint))
  const tokenProgram = mintAccount?.owner
  if (!mintAccount || !tokenProgram || (!tokenProgram.equals(TOKEN_PROGRAM_ID) && !tokenProgram.equals(TOKEN_2022_PROGRAM_ID)) || mintAccount.data.length < MINT_SIZE) {
    throw providerError(5000, `${mint.toBase58()} is not a token mint on this network`)
  }
  const decimals = mintAccount.data[MINT_DECIMALS_OFFSET]!
  const source = findAssociatedTokenAddress(owner, mint, tokenProgram)
  const destination = findAssociatedTokenAddress(to, mint, tokenProgram)
  const destinationAccount = await readFromNode('read the receiver\'s token account', () => connection.getAccountInfo(destination))

  const instructions: TransactionInstruction[] = []
  if (!destinationAccount) {
    instructions.push(
      new TransactionInstruction({
        programId: ASSOCIATED_TOKEN_PROGRAM_ID,
        keys: [
          { pubkey: owner, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: to, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: tokenProgram, isSigner: false, isWritable: false },
        ],
        data: bytes([CREATE_IDEMPOTENT]),
      }),
    )
  }
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  instructions.push(
    new TransactionInstruction({
      programId: tokenProgram,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data: bytes(data),
    }),
  )
  return instructions
}

// web3.js types instruction data as a Node Buffer but only reads it as bytes, so a plain
// Uint8Array serves in the browser, where no Buffer global exists.
function bytes(values: ArrayLike<number>): Buffer {
  return Uint8Array.from(values) as Buffer
}
