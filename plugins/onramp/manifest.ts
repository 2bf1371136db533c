import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import type { OnrampController } from './createOnrampController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
  interface ViewRegistry {
    Buy: undefined
    BuyOrder: undefined
  }
  interface AirlockEvents {
    /** A purchase was delivered to the account (the sandbox) or its checkout was closed (real providers). */
    'onramp:completed': { provider: string; currency: string; network: string; address: string }
  }
  interface FeatureRegistry {
    /**
     * Buy crypto by card or bank through the configured onramp providers: "Buy" on Account and,
     * with `connectMethod: true`, "Buy crypto" on Connect for a person with no wallet yet.
     * Default: on, without the Connect entry.
     */
    onramp: FeatureConfig<{ connectMethod?: boolean }, { connectMethod: boolean }>
  }
  interface PluginApis {
    onramp: OnrampController
  }
}

/**
 * The onramp feature: the Account view's "Buy" opens quotes from each configured provider
 * and the chosen provider's checkout, then follows the order until it is delivered. Buy asks
 * a person who is not connected to connect first, then comes back.
 */
export const onrampManifest = {
  name: 'onramp',
  views: ['Buy', 'BuyOrder'],
  contributes: ({ config }) => [
    { kind: 'accountAction', id: 'buy', label: 'Buy', icon: 'buy', view: 'Buy', messages: { catalogs, label: 'buy.action' } },
    ...(config.features.onramp && config.features.onramp.connectMethod
      ? [{ kind: 'connectMethod', method: 'wallet', id: 'buy', label: 'Buy crypto', icon: 'buy', view: 'Buy', messages: { catalogs, label: 'buy.connectMethod' } } as const]
      : []),
  ],
  options: v.optional(v.strictObject({ connectMethod: v.optional(v.boolean(), false) }), { connectMethod: false }),
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
