import { waitForDiscovered } from 'airlock/kit'
import { discoverEip6963Wallets } from './discoverEip6963Wallets.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/**
 * Finds the wallet `walletId` (an rdns, or `injected`) in the page, waiting up to
 * `timeoutMs` for it to announce itself; resolves `undefined` when it never does.
 * Compliant wallets answer the discovery request at once.
 */
export function waitForEvmWallet(walletId: string, timeoutMs: number): Promise<Eip1193Provider | undefined> {
  return waitForDiscovered(
    (found) => discoverEip6963Wallets((wallets) => found(wallets.find((wallet) => wallet.info.id === walletId)?.provider)),
    timeoutMs,
  )
}
