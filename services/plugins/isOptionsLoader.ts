import type { OptionsSchema, PluginDetails } from '../../kernel/plugins/definePlugin.js'

/**
 * Whether a feature's details give its options schema as a loader (the schema's own chunk)
 * rather than the schema. A Standard Schema may itself be callable (ArkType's): only a function
 * without `~standard` is a loader.
 */
export const isOptionsLoader = (options: PluginDetails['options']): options is () => Promise<OptionsSchema | { default: OptionsSchema }> =>
  typeof options == 'function' && !('~standard' in options)
