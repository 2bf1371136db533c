import type { Plugin } from 'airlock/kit'

/** The feature's code: the Pay view and its controller. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Pay'] as const
