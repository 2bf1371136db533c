import type { Connection } from '@solana/web3.js'
import type { Balance, Network, TransactionRequest } from 'airlock/kit'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { readFromNode } from './readFromNode.js'

// The size of an SPL token account, whose rent a transfer to a new holder pays.
const TOKEN_ACCOUNT_SIZE = 165
// Solana's fee per signature, for a node that no longer knows the blockhash.
const FEE_PER_SIGNATURE = 5_000n

/**
 * What sending `request` from `from` costs in SOL, as the node prices the very transaction
 * `sendSolanaTransaction` would send: its fee, plus the rent of the receiver's token account
 * when the transfer creates one, since the sender pays both from the SOL balance.
 */
export async function estimateSolanaFee(connection: Connection, from: string, request: TransactionRequest, network: Network): Promise<Balance> {
  const { transaction, opensTokenAccount } = await buildSolanaTransfer(connection, from, request)
  const [fee, rent] = await readFromNode('estimate the fee', () =>
    Promise.all([
      connection.getFeeForMessage(transaction.compileMessage(), 'confirmed'),
      opensTokenAccount ? connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE, 'confirmed') : 0,
    ]),
  )
  const { decimals, symbol } = network.nativeCurrency
  return { value: (fee.value === null ? FEE_PER_SIGNATURE : BigInt(fee.value)) + BigInt(rent), decimals, symbol }
}
