import type { AdapterLoaders } from 'airlock/kit'

/** The EVM adapter (with viem), on first use. */
export const load: AdapterLoaders['load'] = () => import('./index.js')

/** Its wallet discovery (EIP-6963 and the injected provider), a few hundred bytes, for the Connect view. */
export const discover: AdapterLoaders['discover'] = () => import('./discover.js')
