import { PublicKey } from '@solana/web3.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID } from './tokenPrograms.js'

/**
 * The associated token account of `owner` for `mint` under `tokenProgram`: the one address
 * wallets and explorers look in for an owner's balance of a token, so a transfer lands
 * where the receiver will see it.
 */
export function findAssociatedTokenAddress(owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): PublicKey {
  const [address] = PublicKey.findProgramAddressSync([owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()], ASSOCIATED_TOKEN_PROGRAM_ID)
  return address
}
