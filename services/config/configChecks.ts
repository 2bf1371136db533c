// What the plugin host's loading half checks the config with, loaded with it (never at
// start-up): the keys createAirlock leaves to it, and each feature's options.
export { checkConfigDetails } from './checkConfigDetails.js'
export { parseFeatureOptions } from './parseFeatureOptions.js'

/** The checks the kernel receives by loader (`KernelOptions.configChecks`). */
export type ConfigChecks = typeof import('./configChecks.js')
