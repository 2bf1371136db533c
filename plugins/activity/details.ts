import type { Catalogs, Contributions, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** The Account tab of the transaction history. */
export const contributes = [{ kind: 'accountTab', id: 'activity', label: 'Activity', view: 'AccountActivity', messages: { catalogs, label: 'activity.tab' } }] satisfies Contributions

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['AccountActivity'] as const
