import { definePlugin } from 'airlock/kit'
import { createPayController } from './createPayController.js'

/** The pay feature's code: the Pay view, and the controller its setup makes for the instance. */
export default definePlugin({
  name: 'pay',
  views: { Pay: () => import('./views/Pay.js') },
  setup(context) {
    const controller = createPayController(context)
    return { api: controller, teardown: () => controller.destroy() }
  },
})
