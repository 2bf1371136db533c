import type { Plugin } from 'airlock'
import * as v from 'valibot'
import type { SiwxConfig } from './SiwxHandler.js'

/** `features.siwx`, checked by the plugin when it loads. */
export const options = v.custom<SiwxConfig>(() => true)

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['SIWXSignMessage'] as const
