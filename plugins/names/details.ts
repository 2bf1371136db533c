import type { Catalogs, Contributions, Plugin } from 'airlock'
import * as v from 'valibot'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** The suffix names end in unless the host sets `features.names.suffix` (SPEC §9: a product's own). */
export const suffix = '.airlock.id'

/**
 * "Choose a name" on Account, for a connected EVM account without one; the plugin loads when
 * Account shows such an account, to find out whether it has a name after all.
 */
export const contributes: Contributions = (context) => {
  const { accounts, activeNamespace } = context.chain.state
  const account = accounts.eip155
  if (activeNamespace !== 'eip155' || account?.status !== 'connected' || account.profileName || !context.api.configured) return []
  void context.plugins.load('names')
  return [{ kind: 'accountAction', id: 'names', label: 'Choose a name', icon: 'star', view: 'RegisterName', messages: { catalogs, label: 'names.action' } }]
}

/** `features.names`: the suffix names end in. */
export const options = v.optional(v.strictObject({ suffix: v.optional(v.string(), suffix) }), { suffix })

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['RegisterName'] as const
