import type { ConnectorLoaders } from 'airlock'

/** The embedded wallet's connector (its frame and protocol), on first use. */
export const connector: ConnectorLoaders['connector'] = () => import('./index.js')

/** The approval view, loaded when first shown. */
export const views: ConnectorLoaders['views'] = { ApproveTransaction: () => import('./views/ApproveTransaction.js') }
