import * as v from 'valibot'

/** `features.passkeys`: `stepUpUsd`, the dollar amount above which a send or swap needs a step-up. */
export default v.optional(v.strictObject({ stepUpUsd: v.optional(v.number()) }))
