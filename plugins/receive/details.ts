import type { Catalogs, Contributions, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** Account's "Receive". */
export const contributes = [{ kind: 'accountAction', id: 'receive', label: 'Receive', icon: 'receive', view: 'Receive', messages: { catalogs, label: 'receive.action' } }] satisfies Contributions

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Receive'] as const
