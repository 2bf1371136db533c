import { definePlugin } from 'airlock/kit'
import { createOnrampController } from './createOnrampController.js'

/** The onramp feature's code: its views, and the controller its setup makes for the instance. */
export default definePlugin({
  name: 'onramp',
  views: {
    Buy: () => import('./views/Buy.js'),
    BuyOrder: () => import('./views/BuyOrder.js'),
  },
  setup(context) {
    const controller = createOnrampController(context)
    // A purchase is for one account: another account starts over.
    const stops = [context.bus.on('account:changed', () => controller.reset()), context.bus.on('account:disconnected', () => controller.reset())]
    return {
      api: controller,
      teardown() {
        for (const stop of stops) stop()
        controller.destroy()
      },
    }
  },
})
