import type { AdapterLoaders } from 'airlock/kit'
import discoverEvmWallets from './discover.js'
import { discoverEip6963Wallets } from './discoverEip6963Wallets.js'

/**
 * The EVM adapter (with viem), on first use, given the discovery these details carry: the
 * adapter's chunk holds no second copy of it, so no chunk is shared between the two and a
 * host's start-up preloads nothing with the details.
 */
export const load: AdapterLoaders['load'] = () => import('./index.js').then(({ createEvmAdapter }) => (context) => createEvmAdapter(context, discoverEip6963Wallets))

/**
 * Its wallet discovery (EIP-6963 and the injected provider), a few hundred bytes, here with
 * the details: the Connect view lists the page's wallets as soon as the details arrive, not
 * one more fetch later (an early click on a busy phone, issue 46).
 */
export const discover: AdapterLoaders['discover'] = () => Promise.resolve(discoverEvmWallets)
