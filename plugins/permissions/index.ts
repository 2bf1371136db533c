import { definePlugin } from 'airlock/kit'
import { createPermissionsController } from './createPermissionsController.js'

/** The permissions feature's code: the controller (grant, revoke, list, act under a grant) and the list view. */
export default definePlugin({
  name: 'permissions',
  views: {
    Permissions: () => import('./views/Permissions.js'),
  },
  setup(context) {
    return { api: createPermissionsController(context) }
  },
})
