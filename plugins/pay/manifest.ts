import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { PayController } from './createPayController.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    Pay: undefined
  }
  interface FeatureRegistry {
    /** `airlock.pay()`: a payment the host asks for, to a recipient it names. Default: on. */
    pay: FeatureConfig
  }
  interface PluginApis {
    pay: PayController
  }
}

/** The pay feature: the Pay view `airlock.pay()` opens; the person pays, or buys the difference first. */
export const payManifest = {
  name: 'pay',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
