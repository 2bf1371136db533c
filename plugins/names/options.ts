import * as v from 'valibot'
import { suffix } from './details.js'

/** `features.names`: the suffix names end in. */
export default v.optional(v.strictObject({ suffix: v.optional(v.string(), suffix) }), { suffix })
