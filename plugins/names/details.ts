import type { Catalogs, Contributions, OptionsSchema, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** The suffix names end in unless the host sets `features.names.suffix` (SPEC §9: a product's own). */
export const suffix = '.airlock.id'

/**
 * "Choose a name" on Account, for an EVM account without one (`canChooseName`, kept by the
 * names feature, which loads when an account connects).
 */
export const contributes = [{ kind: 'accountAction', id: 'names', label: 'Choose a name', icon: 'star', view: 'RegisterName', when: 'canChooseName', messages: { catalogs, label: 'names.action' } }] satisfies Contributions

/** `features.names`: the suffix names end in (its schema in a chunk of its own, with valibot). */
export const options = (): Promise<{ default: OptionsSchema }> => import('./options.js')

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['RegisterName'] as const
