import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import type { NamesController } from './createNamesController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

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
  interface AccountState {
    /** Whether the account may choose a name: an EVM account without one (the names feature decides). */
    canChooseName?: boolean
  }
}

/** The suffix names end in unless the host sets `features.names.suffix` (SPEC §9: a product's own). */
export const suffix = '.airlock.id'

/**
 * Names: an EVM account without one gets a "Choose a name" action. The plugin loads when an
 * account connects (a session restored after a reload too), so the account button shows the
 * account's name from the start, not only once Account was opened.
 */
export const namesManifest = {
  name: 'names',
  views: ['RegisterName'],
  loadOn: 'account:connected',
  contributes: [{ kind: 'accountAction', id: 'names', label: 'Choose a name', icon: 'star', view: 'RegisterName', when: 'canChooseName', messages: { catalogs, label: 'names.action' } }],
  options: v.optional(v.strictObject({ suffix: v.optional(v.string(), suffix) }), { suffix }),
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
