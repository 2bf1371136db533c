import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { TransactionsController } from './createTransactionsController.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    /** The Account view's Activity tab. */
    AccountActivity: undefined
  }
  interface FeatureRegistry {
    /** The account's transaction history, as an Account tab. Default: on. */
    activity: FeatureConfig
  }
  interface PluginApis {
    activity: TransactionsController
  }
}

/**
 * The activity feature: the account's transaction history as an Account tab, grouped by
 * month, paged by cursor, and updated live when a transaction lands.
 */
export const activityManifest = {
  name: 'activity',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
