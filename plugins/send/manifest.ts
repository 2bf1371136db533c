import type { CaipNetworkId, ChainNamespace, FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { SendController } from './createSendController.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    Send: undefined
    SendSelectToken: undefined
    SendPreview: undefined
    /** The sends it is about: the one just sent (`hash`), else the account's pending ones. */
    SendStatus: { hash: string } | undefined
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
  interface FeatureRegistry {
    /** Send tokens from the Account view. Default: on. */
    send: FeatureConfig
  }
  interface PluginApis {
    send: SendController
  }
}

/**
 * The send feature: pick a token, an amount and a receiver (an address or a registered
 * name), preview with the network fee, and send through the connected wallet. A send the
 * network has not confirmed yet (kept per account under `send:pending:<CAIP-10>`) adds a
 * "Pending send" action to Account, across reloads.
 */
export const sendManifest = {
  name: 'send',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
