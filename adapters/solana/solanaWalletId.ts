import type { Wallet } from '@wallet-standard/base'

/**
 * The `WalletInfo.id` of a wallet-standard wallet. The standard gives a wallet no id beyond
 * its name, and the same product often also announces itself over EIP-6963 under its rdns,
 * so the prefix keeps the two entries apart in one installed list.
 */
export function solanaWalletId(wallet: Pick<Wallet, 'name'>): string {
  return `wallet-standard:${wallet.name}`
}
