import type { Catalogs, Contributions, Plugin } from 'airlock'
import * as v from 'valibot'
import { DEFAULT_SLIPPAGE_PERCENT } from './defaultSlippage.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** Account's "Swap", where the network has swaps (`swapsSupported`, which the feature keeps). */
export const contributes = [{ kind: 'accountAction', id: 'swap', label: 'Swap', icon: 'swap', view: 'Swap', when: 'swapsSupported', messages: { catalogs, label: 'swap.action' } }] satisfies Contributions

/** `features.swaps`: the slippage in percent the form starts with. */
export const options = v.optional(
  v.strictObject({ slippage: v.optional(v.pipe(v.number(), v.check((percent) => percent >= 0 && percent <= 50, 'must be between 0 and 50')), DEFAULT_SLIPPAGE_PERCENT) }),
  { slippage: DEFAULT_SLIPPAGE_PERCENT },
)

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Swap', 'SwapSelectToken', 'SwapPreview'] as const
