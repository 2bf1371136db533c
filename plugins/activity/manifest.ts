import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import type { TransactionsController } from './createTransactionsController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
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
  views: ['AccountActivity'],
  contributes: [{ kind: 'accountTab', id: 'activity', label: 'Activity', view: 'AccountActivity', messages: { catalogs, label: 'activity.tab' } }],
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
