import {
  AccountLayout,
  AccountState,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, type Keypair } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import { deriveDevKeypair } from './deriveDevKeypair.js'
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'

type SvmAccount = Parameters<LiteSVM['setAccount']>[0]

/** What the local chain starts with. */
export interface Genesis {
  /** Funded dev keypairs; `accounts[0]` is also the DUSD mint authority. */
  accounts: Keypair[]
  /** Pays airdrops, so they are ordinary transfers with a place in history. */
  faucet: Keypair
  tokenMint: PublicKey
}

/** Options of {@link seedGenesis}. */
export interface SeedGenesisOptions {
  /** Default 5. */
  accountCount?: number
  /** Default 1,000 SOL. */
  lamportsPerAccount?: bigint
  /** Default 10,000 DUSD (6 decimals). */
  tokensPerAccount?: bigint
}

/** 5,000,000 SOL: large enough for any local use, small enough to stay an exact JSON number. */
export const faucetLamports = 5_000_000n * BigInt(LAMPORTS_PER_SOL)
const dusdDecimals = 6

/**
 * Writes the dev accounts, the faucet, the "Demo USD" mint and each dev account's DUSD
 * associated token account straight into the chain's state: it takes a few milliseconds
 * where sending the equivalent transactions would take tens.
 */
export function seedGenesis(svm: LiteSVM, options: SeedGenesisOptions = {}): Genesis {
  const {
    accountCount = 5,
    lamportsPerAccount = 1_000n * BigInt(LAMPORTS_PER_SOL),
    tokensPerAccount = 10_000n * 10n ** BigInt(dusdDecimals),
  } = options
  const accounts = Array.from({ length: accountCount }, (_, i) => deriveDevKeypair(`dev-${i}`))
  const faucet = deriveDevKeypair('faucet')
  const tokenMint = deriveDevKeypair('dusd-mint').publicKey
  const write = (address: PublicKey, lamports: bigint, owner: PublicKey, data: Uint8Array): void => {
    svm.setAccount({
      address: address.toBase58(),
      lamports,
      programAddress: owner.toBase58(),
      data,
      executable: false,
      space: BigInt(data.length),
    } as unknown as SvmAccount)
  }
  const rentExempt = (size: number): bigint => svm.minimumBalanceForRentExemption(BigInt(size))

  write(faucet.publicKey, faucetLamports, SystemProgram.programId, new Uint8Array())
  for (const { publicKey } of accounts) write(publicKey, lamportsPerAccount, SystemProgram.programId, new Uint8Array())

  const mint = Buffer.alloc(MintLayout.span)
  MintLayout.encode({
    mintAuthorityOption: 1,
    mintAuthority: accounts[0]?.publicKey ?? PublicKey.default,
    supply: tokensPerAccount * BigInt(accountCount),
    decimals: dusdDecimals,
    isInitialized: true,
    freezeAuthorityOption: 0,
    freezeAuthority: PublicKey.default,
  }, mint)
  write(tokenMint, rentExempt(mint.length), TOKEN_PROGRAM_ID, mint)

  for (const { publicKey } of accounts) {
    const tokenAccount = Buffer.alloc(AccountLayout.span)
    AccountLayout.encode({
      mint: tokenMint,
      owner: publicKey,
      amount: tokensPerAccount,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    }, tokenAccount)
    const address = findAssociatedTokenAddress(tokenMint, publicKey)
    write(address, rentExempt(tokenAccount.length), TOKEN_PROGRAM_ID, tokenAccount)
  }
  return { accounts, faucet, tokenMint }
}
