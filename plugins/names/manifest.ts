import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { NamesController } from './createNamesController.js'

declare module 'airlock/kit' {
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
  interface AccountState {
    /** Whether the account may choose a name: an EVM account without one (the names feature decides). */
    canChooseName?: boolean
  }
}

/**
 * Names: an EVM account without one gets a "Choose a name" action. The plugin loads when an
 * account connects (a session restored after a reload too), so the account button shows the
 * account's name from the start, not only once Account was opened.
 */
export const namesManifest = {
  name: 'names',
  loadOn: 'account:connected',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
