import { type CaipNetworkId, type ChainNamespace, definePlugin } from 'airlock'
import { forgetSendController, sendControllerOf } from './sendControllerOf.js'

declare module 'airlock' {
  interface ViewRegistry {
    Send: undefined
    SendSelectToken: undefined
    SendPreview: undefined
  }
  interface AirlockEvents {
    /** A send was mined: the activity list and anything showing balances refresh on it. */
    'send:completed': {
      hash: string
      namespace: ChainNamespace
      caipNetworkId: CaipNetworkId
      from: string
      to: string
      /** As typed, in whole tokens. */
      amount: string
      symbol: string
      /** The token contract or mint; absent for the native currency. */
      token?: string
    }
  }
}

const sendViews: string[] = ['Send', 'SendSelectToken', 'SendPreview']

/**
 * The send feature: pick a token, an amount and a receiver (an address or a registered
 * name), preview with the network fee, and send through the connected wallet.
 */
export default definePlugin({
  name: 'send',
  views: {
    Send: () => import('./views/Send.js'),
    SendSelectToken: () => import('./views/SendSelectToken.js'),
    SendPreview: () => import('./views/SendPreview.js'),
  },
  setup(context) {
    const controller = sendControllerOf(context)
    // Balances and names read for one account or network mean nothing for another.
    const restart = () => {
      controller.reset()
      if (sendViews.includes(context.router.state.view)) void controller.loadBalances()
    }
    const stops = [
      context.bus.on('account:changed', restart),
      context.bus.on('account:disconnected', restart),
      context.bus.on('network:changed', restart),
    ]
    return () => {
      for (const stop of stops) stop()
      controller.reset()
      forgetSendController(context)
    }
  },
})
