import type { Catalogs, Contributions, Plugin } from 'airlock/kit'

// The entry's label in the person's language, loaded when it is first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** "App permissions" in the embedded wallet's own menu (only with the wallet's frame). */
export const contributes: Contributions = ({ config }) =>
  config.frameUrl ? [{ kind: 'walletAction', id: 'permissions', label: 'App permissions', icon: 'check', view: 'Permissions', messages: { catalogs, label: 'permissions.action' } }] : []

/** The feature's code: its view and controller. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Permissions'] as const
