import type { Catalogs, Contributions, OptionsSchema, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** Account's "Swap", where the network has swaps (`swapsSupported`, which the feature keeps). */
export const contributes = [{ kind: 'accountAction', id: 'swap', label: 'Swap', icon: 'swap', view: 'Swap', when: 'swapsSupported', messages: { catalogs, label: 'swap.action' } }] satisfies Contributions

/** `features.swaps`: the slippage in percent the form starts with (its schema in a chunk of its own, with valibot). */
export const options = (): Promise<{ default: OptionsSchema }> => import('./options.js')

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Swap', 'SwapSelectToken', 'SwapPreview'] as const
