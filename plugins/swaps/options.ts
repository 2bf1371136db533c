import * as v from 'valibot'
import { DEFAULT_SLIPPAGE_PERCENT } from './defaultSlippage.js'

/** `features.swaps`: the slippage in percent the form starts with. */
export default v.optional(
  v.strictObject({ slippage: v.optional(v.pipe(v.number(), v.check((percent) => percent >= 0 && percent <= 50, 'must be between 0 and 50')), DEFAULT_SLIPPAGE_PERCENT) }),
  { slippage: DEFAULT_SLIPPAGE_PERCENT },
)
