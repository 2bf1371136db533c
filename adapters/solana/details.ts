import type { AdapterLoaders } from 'airlock/kit'

/** The Solana adapter (with @solana/web3.js), on first use. */
export const load: AdapterLoaders['load'] = () => import('./index.js')

/** Its wallet discovery (wallet-standard), for the Connect view. */
export const discover: AdapterLoaders['discover'] = () => import('./discover.js')
