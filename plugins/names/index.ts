import { definePlugin } from 'airlock'
import { createNamesController } from './createNamesController.js'
import { suffix } from './details.js'
import { namesManifest } from './manifest.js'

/** The names feature's code: the RegisterName view, and the controller its setup makes for the instance. */
export default definePlugin({
  name: namesManifest.name,
  views: { RegisterName: () => import('./views/RegisterName.js') },
  setup(context) {
    const { controller, stop } = createNamesController(context, (context.config.features.names || { suffix }).suffix)
    return { api: controller, teardown: stop }
  },
})
