import * as v from 'valibot'

/** `features.onramp`: whether Connect lists "Buy crypto". */
export default v.optional(v.strictObject({ connectMethod: v.optional(v.boolean(), false) }), { connectMethod: false })
