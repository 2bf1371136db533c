import type { OptionsSchema, PluginDetails } from '../../kernel/plugins/definePlugin.js'
import type { PluginEntry } from '../../kernel/plugins/PluginEntry.js'

type OptionsLoader = () => Promise<OptionsSchema | { default: OptionsSchema }>

/**
 * The loader of a feature's options schema to import, if any: its details give the schema as a
 * loader (its own chunk), no schema was given inline, and the config sets the feature (not to
 * false). A Standard Schema may itself be callable (ArkType's): only a function without
 * `~standard` is a loader.
 */
export function optionsLoaderOf(entry: PluginEntry, details: PluginDetails | undefined, features: Record<string, unknown>): OptionsLoader | undefined {
  const options = details?.options
  const configured = features[entry.name] !== false && Object.hasOwn(features, entry.name)
  return configured && !entry.options && typeof options == 'function' && !('~standard' in options) ? (options as OptionsLoader) : undefined
}
