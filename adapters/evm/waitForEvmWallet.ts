import { waitForDiscovered } from 'airlock/kit'
import type { discoverEip6963Wallets } from './discoverEip6963Wallets.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/**
 * Finds the wallet `walletId` (an rdns, or `injected`) in the page through `discover`, waiting
 * up to `timeoutMs` for it to announce itself; resolves `undefined` when it never does.
 * Compliant wallets answer the discovery request at once.
 */
export function waitForEvmWallet(discover: typeof discoverEip6963Wallets, walletId: string, timeoutMs: number): Promise<Eip1193Provider | undefined> {
  return waitForDiscovered(
    (found) => discover((wallets) => found(wallets.find((wallet) => wallet.info.id === walletId)?.provider)),
    timeoutMs,
  )
}
