import type { ConnectorLoaders } from 'airlock/kit'

/** The embedded wallet's connector (its frame and protocol), on first use. */
export const connector: ConnectorLoaders['connector'] = () => import('./index.js')

/** The approval view, and the passkey check a request may wait on, each loaded when first shown. */
export const views: ConnectorLoaders['views'] = { ApproveTransaction: () => import('./views/ApproveTransaction.js'), PasskeyCheck: () => import('./views/PasskeyCheck.js') }
