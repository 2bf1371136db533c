import { discoverEip6963Wallets } from './discoverEip6963Wallets.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/**
 * Finds the wallet `walletId` (an rdns, or `injected`) in the page, waiting up to
 * `timeoutMs` for it to announce itself; resolves `undefined` when it never does.
 * Compliant wallets answer the discovery request at once; the wait is for those whose
 * script starts after the page's, as some extensions' do on a fresh load.
 */
export function waitForEvmWallet(walletId: string, timeoutMs: number): Promise<Eip1193Provider | undefined> {
  return new Promise((resolve) => {
    let settled = false
    let stop: (() => void) | undefined
    const settle = (provider: Eip1193Provider | undefined) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stop?.()
      resolve(provider)
    }
    const timer = setTimeout(() => settle(undefined), timeoutMs)
    stop = discoverEip6963Wallets((wallets) => {
      const found = wallets.find((wallet) => wallet.info.id === walletId)
      if (found) settle(found.provider)
    })
    // Found during the first, synchronous round: `stop` did not exist yet when it settled.
    if (settled) stop()
  })
}
