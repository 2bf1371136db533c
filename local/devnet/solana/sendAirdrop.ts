import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, type Keypair } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import type { Ledger } from './createLedger.js'
import { RpcError } from './RpcError.js'
import { faucetLamports } from './seedGenesis.js'

type SvmAccount = Parameters<LiteSVM['setAccount']>[0]

/** The most one requestAirdrop may ask for: 1,000,000 SOL. */
export const maxAirdropLamports = 1_000_000 * LAMPORTS_PER_SOL

/**
 * Pays an airdrop from the faucet as an ordinary signed transfer, so it confirms over
 * signatureSubscribe and appears in the recipient's history like any deposit. The faucet
 * is topped up in place when it runs low, so it never runs dry.
 * @returns the transfer's signature.
 */
export function sendAirdrop(ledger: Ledger, faucet: Keypair, to: string, lamports: number): string {
  if (lamports <= 0 || lamports > maxAirdropLamports) {
    throw RpcError.invalidParams(`Invalid param: an airdrop is 1 to ${maxAirdropLamports} lamports`)
  }
  refill(ledger, faucet.publicKey, BigInt(lamports))
  const transaction = new Transaction({ feePayer: faucet.publicKey, ...ledger.latestBlockhash() })
  transaction.add(SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: new PublicKey(to), lamports }))
  transaction.sign(faucet)
  return ledger.process(ledger.decode(transaction.serialize()), { preflight: true }).signature
}

function refill(ledger: Ledger, faucet: PublicKey, lamports: bigint): void {
  const account = ledger.getAccount(faucet.toBase58())
  if (account && account.lamports > lamports + BigInt(LAMPORTS_PER_SOL)) return
  ledger.svm.setAccount({
    address: faucet.toBase58(),
    lamports: faucetLamports,
    programAddress: SystemProgram.programId.toBase58(),
    data: new Uint8Array(),
    executable: false,
    space: 0n,
  } as unknown as SvmAccount)
}
