import type { Contribution, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as z from 'zod/mini'
import type { OnrampController } from './createOnrampController.js'

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
     * Buy crypto by card or bank through the configured onramp providers. Default: on.
     * `{ connectMethod: true }` also lists "Buy crypto" on the Connect view.
     */
    onramp: FeatureConfig<{ connectMethod?: boolean }, { connectMethod: boolean }>
  }
  interface PluginApis {
    onramp: OnrampController
  }
}

/**
 * The onramp feature: the Account view's "Buy" opens quotes from each configured provider
 * and the chosen provider's checkout, then follows the order until it is delivered.
 */
export const onrampManifest = {
  name: 'onramp',
  views: ['Buy', 'BuyOrder'],
  options: z._default(z.strictObject({ connectMethod: z._default(z.boolean(), false) }), { connectMethod: false }),
  contributes: (context): Contribution[] => [
    { kind: 'accountAction', id: 'buy', label: 'Buy', icon: 'buy', view: 'Buy' },
    ...(context.config.features.onramp && context.config.features.onramp.connectMethod ? [{ kind: 'connectMethod', method: 'wallet', id: 'buy', label: 'Buy crypto', icon: 'buy', view: 'Buy' } as const] : []),
  ],
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
