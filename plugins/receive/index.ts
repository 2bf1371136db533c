import { definePlugin } from 'airlock'
import { receiveManifest } from './manifest.js'

/** The receive feature's code: its one view. */
export default definePlugin({
  name: receiveManifest.name,
  views: { Receive: () => import('./views/Receive.js') },
})
