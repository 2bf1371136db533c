import type { OptionsSchema, Plugin } from 'airlock/kit'

/** `features.siwx`, checked by the plugin when it loads (its schema in a chunk of its own, with valibot). */
export const options = (): Promise<{ default: OptionsSchema }> => import('./options.js')

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['SIWXSignMessage'] as const
