import { definePlugin } from 'airlock/kit'
import { createNamesController } from './createNamesController.js'
import { suffix } from './details.js'

/** The names feature's code: the RegisterName view, and the controller its setup makes for the instance. */
export default definePlugin({
  name: 'names',
  views: { RegisterName: () => import('./views/RegisterName.js') },
  setup(context) {
    const { controller, stop } = createNamesController(context, (context.config.features.names || { suffix }).suffix)
    return { api: controller, teardown: stop }
  },
})
