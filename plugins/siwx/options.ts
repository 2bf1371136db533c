import * as v from 'valibot'
import type { SiwxConfig } from './SiwxHandler.js'

/** `features.siwx`, checked by the plugin when it loads. */
export default v.custom<SiwxConfig>(() => true)
