import type { CaipNetworkId, Catalogs, ChainNamespace, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import type { SendController } from './createSendController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
  interface ViewRegistry {
    Send: undefined
    SendSelectToken: undefined
    SendPreview: undefined
    SendStatus: undefined
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
  views: ['Send', 'SendSelectToken', 'SendPreview', 'SendStatus'],
  contributes: ({ chain, storage }) => [
    { kind: 'accountAction', id: 'send', label: 'Send', icon: 'send', view: 'Send', messages: { catalogs, label: 'send.action' } },
    ...((storage.get<unknown[]>(`send:pending:${chain.state.accounts[chain.state.activeNamespace]?.caipAddress}`)?.length ?? 0) > 0
      ? [{ kind: 'accountAction', id: 'send-pending', label: 'Pending send', icon: 'activity', view: 'SendStatus', messages: { catalogs, label: 'send.pendingAction' } } as const]
      : []),
  ],
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
