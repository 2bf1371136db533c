import type { Wallet } from '@wallet-standard/base'
import { providerError } from 'airlock/kit'
import bs58 from 'bs58'

/** The input of wallet-standard `solana:signIn` (Sign In With Solana): the message's fields. */
export type SolanaSignInInput = Record<string, string | readonly string[]>

/** The `solana:signIn` feature: the wallet writes the message from the input, signs it, and answers both. */
interface SolanaSignInFeature {
  signIn(...inputs: SolanaSignInInput[]): Promise<readonly { signedMessage?: Uint8Array; signature?: Uint8Array }[]>
}

/**
 * Signs in through `wallet`'s own `solana:signIn` when it has the feature: the wallet writes
 * the Sign In With Solana text from `input` and signs it. Resolves the text it signed and the
 * ed25519 signature in base58, or `undefined` for a wallet without the feature. A wallet's
 * refusal rejects as the wallet gave it (the adapter turns it into a `WalletError`).
 */
export async function signInWithWallet(wallet: Wallet, input: SolanaSignInInput): Promise<{ message: string; signature: string } | undefined> {
  const feature = wallet.features['solana:signIn'] as SolanaSignInFeature | undefined
  if (!feature) return undefined
  const [output] = await feature.signIn(input)
  if (!output?.signature || !output.signedMessage) throw providerError(5000, `${wallet.name} answered solana:signIn without a signed message`)
  return { message: new TextDecoder().decode(output.signedMessage), signature: bs58.encode(output.signature) }
}
