import { definePlugin } from 'airlock/kit'
import { createTransactionsController } from './createTransactionsController.js'

/** The activity feature's code: its view, and the controller its setup makes for the instance. */
export default definePlugin({
  name: 'activity',
  views: { AccountActivity: () => import('./views/AccountActivity.js') },
  setup(context) {
    const controller = createTransactionsController(context)
    const refresh = () => {
      const address = context.chain.activeCaipAddress()
      if (address && controller.state.lastNetworkInView) void controller.refreshLatest(address)
    }
    const stops = [
      context.bus.on('account:activity', refresh),
      context.bus.on('account:disconnected', () => controller.reset()),
      context.bus.on('account:changed', () => controller.reset()),
    ]
    return { api: controller, teardown: () => stops.forEach((stop) => stop()) }
  },
})
