import type { Wallet } from '@wallet-standard/base'

/**
 * Whether a wallet-standard wallet can be connected for Solana: it names at least one
 * `solana:` chain (`solana:mainnet`, `solana:devnet`, a CAIP-2 id …) and can connect.
 * Wallets of other chains register in the same list and are left to their own adapters.
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features
}
