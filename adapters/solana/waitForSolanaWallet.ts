import type { Wallet } from '@wallet-standard/base'
import { discoverWalletStandardWallets } from './discoverWalletStandardWallets.js'

/**
 * Finds the wallet `walletId` in the page, waiting up to `timeoutMs` for it to register;
 * resolves `undefined` when it never does. Wallets register as soon as the app is ready;
 * the wait is for extensions whose script starts after the page's on a fresh load.
 */
export function waitForSolanaWallet(walletId: string, timeoutMs: number): Promise<Wallet | undefined> {
  return new Promise((resolve) => {
    let settled = false
    let stop: (() => void) | undefined
    const settle = (wallet: Wallet | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stop?.()
      resolve(wallet)
    }
    const timer = setTimeout(() => settle(undefined), timeoutMs)
    stop = discoverWalletStandardWallets((wallets) => {
      const found = wallets.find((entry) => entry.info.id === walletId)
      if (found) settle(found.wallet)
    })
    // Found during the first, synchronous round: `stop` did not exist yet when it settled.
    if (settled) stop()
  })
}
