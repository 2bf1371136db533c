import { definePlugin } from 'airlock/kit'

/** The receive feature's code: its one view. */
export default definePlugin({
  name: 'receive',
  views: { Receive: () => import('./views/Receive.js') },
})
