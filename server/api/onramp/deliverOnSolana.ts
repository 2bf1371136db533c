import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { SolanaChain } from '../chains/SolanaChain.js'
import { ApiError } from '../http/ApiError.js'
import { toUnits } from './decimalAmount.js'

const TOKEN_DECIMALS = 6

/**
 * Pays `quantity` of SOL, or of the cluster's SPL dollar token (6 decimals, its associated
 * token account made when missing), to `to` from the cluster's faucet keypair and waits for
 * confirmation; resolves to the signature.
 */
export async function deliverOnSolana(cluster: SolanaChain, symbol: string, to: string, quantity: string): Promise<{ hash: string; ok: boolean }> {
  const secret = cluster.options.faucetSecretKey
  if (!secret) throw new ApiError(503, `Network ${cluster.caipNetworkId} has no faucet to deliver from`)
  let owner: PublicKey
  try {
    owner = new PublicKey(to)
  } catch {
    throw new ApiError(400, 'Destination is not a Solana address', 'destination')
  }
  const faucet = Keypair.fromSecretKey(Uint8Array.from(secret))
  const tx = new Transaction()
  if (symbol === 'SOL') {
    tx.add(SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: owner, lamports: toUnits(quantity, 9) }))
  } else {
    if (!cluster.options.tokenMint) throw new ApiError(503, 'No local token configured')
    const mint = new PublicKey(cluster.options.tokenMint)
    const from = getAssociatedTokenAddressSync(mint, faucet.publicKey)
    const account = getAssociatedTokenAddressSync(mint, owner, true)
    tx.add(createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, account, owner, mint))
    tx.add(createTransferCheckedInstruction(from, mint, account, faucet.publicKey, toUnits(quantity, TOKEN_DECIMALS), TOKEN_DECIMALS))
  }
  // Confirmation is polled over HTTP: a cluster's websocket may be anywhere.
  const connection = new Connection(cluster.options.rpcUrl, 'confirmed')
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  tx.recentBlockhash = blockhash
  tx.feePayer = faucet.publicKey
  tx.sign(faucet)
  const hash = await connection.sendRawTransaction(tx.serialize())
  for (;;) {
    const { value: [status] } = await connection.getSignatureStatuses([hash])
    if (status?.err) return { hash, ok: false }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return { hash, ok: true }
    if ((await connection.getBlockHeight()) > lastValidBlockHeight) throw new ApiError(502, `The delivery ${hash} expired unconfirmed`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
