import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { OnrampController } from './createOnrampController.js'

declare module 'airlock/kit' {
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
  details: () => import('./details.js'),
} satisfies PluginDescriptor
