import type { OptionsSchema, PluginDetails } from '../../kernel/plugins/definePlugin.js'
import type { PluginEntry } from '../../kernel/plugins/PluginEntry.js'

type OptionsLoader = () => Promise<OptionsSchema | { default: OptionsSchema }>

/** Whether the config sets the feature, to anything but false: its options are then checked. */
export const isConfigured = (features: Record<string, unknown>, name: string) => features[name] !== false && Object.hasOwn(features, name)

/**
 * The loader of a feature's options schema to import, if any: its details give the schema as a
 * loader (its own chunk), no schema was given inline, and the config sets the feature (not to
 * false). A Standard Schema may itself be callable (ArkType's): only a function without
 * `~standard` is a loader.
 */
export function optionsLoaderOf(entry: PluginEntry, details: PluginDetails | undefined, features: Record<string, unknown>): OptionsLoader | undefined {
  const options = details?.options
  return isConfigured(features, entry.name) && !entry.options && typeof options == 'function' && !('~standard' in options) ? (options as OptionsLoader) : undefined
}
