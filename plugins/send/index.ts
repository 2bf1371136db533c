import { definePlugin, type ViewLoader } from 'airlock/kit'
import { createSendController } from './createSendController.js'

// Each view the manifest's details name has its code here.
type SendView = (typeof import('./details.js'))['views'][number]

const views: Record<SendView, ViewLoader> = {
  Send: () => import('./views/Send.js'),
  SendSelectToken: () => import('./views/SendSelectToken.js'),
  SendPreview: () => import('./views/SendPreview.js'),
  SendStatus: () => import('./views/SendStatus.js'),
}

/** The send feature's code: its views, and the send controller its setup makes for the instance. */
export default definePlugin({
  name: 'send',
  views,
  setup(context) {
    const controller = createSendController(context)
    // Balances and names read for one account or network mean nothing for another.
    // Pending sends an earlier page kept for the account are listed and followed again.
    const restart = () => {
      controller.reset()
      controller.restore()
      if (Object.hasOwn(views, context.router.state.view)) void controller.loadBalances()
    }
    controller.restore()
    const stops = [
      context.bus.on('account:changed', restart),
      context.bus.on('account:disconnected', restart),
      context.bus.on('network:changed', restart),
    ]
    return {
      api: controller,
      teardown() {
        for (const stop of stops) stop()
        controller.stop()
        controller.reset()
      },
    }
  },
})
