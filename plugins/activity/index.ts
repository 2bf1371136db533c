import { definePlugin } from 'airlock'
import { activityController } from './activityControllers.js'

declare module 'airlock' {
  interface ViewRegistry {
    /** The Account view's Activity tab. */
    AccountActivity: undefined
  }
}

/**
 * The activity feature: the account's transaction history as an Account tab, grouped by
 * month, paged by cursor, and updated live when a transaction lands.
 */
export default definePlugin({
  name: 'activity',
  views: { AccountActivity: () => import('./views/AccountActivity.js') },
  setup(context) {
    const controller = activityController(context)
    const refresh = () => {
      const address = context.chain.activeCaipAddress()
      if (address && controller.state.lastNetworkInView) void controller.refreshLatest(address)
    }
    const stops = [
      context.bus.on('account:activity', refresh),
      context.bus.on('account:disconnected', () => controller.reset()),
      context.bus.on('account:changed', () => controller.reset()),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
