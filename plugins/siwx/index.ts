import { definePlugin } from 'airlock/kit'
import { createSiwxController } from './createSiwxController.js'
import { createBrowserSiwxHandler } from './handlers/createBrowserSiwxHandler.js'
import { createApiSiwxHandler } from './handlers/createApiSiwxHandler.js'

// SPEC §4: the views on which an unsigned, required sign-in keeps the modal open.
const guardedViews: readonly string[] = ['SIWXSignMessage', 'ApproveTransaction']

/** Sign-in with a signed message: checks sessions as accounts and networks change. */
export default definePlugin({
  name: 'siwx',
  views: { SIWXSignMessage: () => import('./views/SIWXSignMessage.js') },
  setup(context) {
    const options = context.config.features.siwx || {}
    const handler =
      options.handler === 'api' ? createApiSiwxHandler(context.api, context.storage) : !options.handler || options.handler === 'browser' ? createBrowserSiwxHandler(context.storage) : options.handler
    const api = createSiwxController(context, handler, options.required ?? false)
    const { bus, modal, router } = context
    const check = () => void api.check()
    const stops = [
      modal.addCloseGuard(() => !(api.required && !api.state.session && guardedViews.includes(router.state.view))),
      bus.on('account:connected', check),
      bus.on('account:changed', check),
      bus.on('network:changed', check),
      bus.on('account:disconnected', () => {
        Object.assign(api.state, { session: undefined, needed: false })
        if (options.signOutOnDisconnect ?? true) void handler.setSessions([])
      }),
    ]
    // Loaded by the first `account:connected`, which has already fired.
    check()
    return { api, teardown: () => stops.forEach((stop) => stop()) }
  },
})
