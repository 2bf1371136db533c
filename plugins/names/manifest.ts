import type { FeatureConfig, PluginDescriptor } from 'airlock'
import type { NamesController } from './createNamesController.js'

declare module 'airlock' {
  interface ViewRegistry {
    RegisterName: undefined
  }
  interface AirlockEvents {
    /** The connected account registered `name` (in full: `alice.airlock.id`). */
    'names:registered': { name: string; address: string }
  }
  interface FeatureRegistry {
    /** Registered names: choose one from Account, see names instead of addresses. Default: on, suffix `.airlock.id`. */
    names: FeatureConfig<{ suffix?: string }, { suffix: string }>
  }
  interface PluginApis {
    names: NamesController
  }
}

/**
 * Names: an EVM account without one gets a "Choose a name" action; the plugin loads when
 * Account shows such an account, to find out whether it has a name after all.
 */
export const namesManifest = {
  name: 'names',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
