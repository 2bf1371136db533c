import type { Wallet } from '@wallet-standard/base'
import { waitForDiscovered } from 'airlock/kit'
import { discoverWalletStandardWallets } from './discoverWalletStandardWallets.js'

/**
 * Finds the wallet `walletId` in the page, waiting up to `timeoutMs` for it to register;
 * resolves `undefined` when it never does. Wallets register as soon as the app is ready.
 */
export function waitForSolanaWallet(walletId: string, timeoutMs: number): Promise<Wallet | undefined> {
  return waitForDiscovered(
    (found) => discoverWalletStandardWallets((wallets) => found(wallets.find((entry) => entry.info.id === walletId)?.wallet)),
    timeoutMs,
  )
}
