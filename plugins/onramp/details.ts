import type { Catalogs, Contributions, OptionsSchema, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** Account's "Buy" and, with `connectMethod`, Connect's "Buy crypto" for a person with no wallet funds yet. */
export const contributes: Contributions = ({ config }) => [
  { kind: 'accountAction', id: 'buy', label: 'Buy', icon: 'buy', view: 'Buy', messages: { catalogs, label: 'buy.action' } },
  ...(config.features.onramp && config.features.onramp.connectMethod
    ? [{ kind: 'connectMethod', method: 'wallet', id: 'buy', label: 'Buy crypto', icon: 'buy', view: 'Buy', messages: { catalogs, label: 'buy.connectMethod' } } as const]
    : []),
]

/** `features.onramp`: whether Connect lists "Buy crypto" (its schema in a chunk of its own, with valibot). */
export const options = (): Promise<{ default: OptionsSchema }> => import('./options.js')

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Buy', 'BuyOrder'] as const
