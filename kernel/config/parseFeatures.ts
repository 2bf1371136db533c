import { ConfigError } from '../errors/ConfigError.js'
import type { PluginDescriptor } from '../plugins/definePlugin.js'
import type { Features } from './parseConfig.js'
import { parseFeatureOptions } from './parseFeatureOptions.js'

/** What parsing needs to know of a feature. */
export type FeatureOptionsSource = Pick<PluginDescriptor, 'name' | 'options' | 'enabled' | 'details'>

/**
 * Parses `config.features` against the features there are: the built-in manifests, and the
 * plugins the host passes with a name. `false` (or an empty list) switches a feature off;
 * `true` switches it on with the defaults of its options. A feature whose schema is at hand
 * (`options`) is checked now; one whose schema comes with its `details` keeps the host's
 * value until they load (the plugin host checks it then). A feature left out takes its
 * manifest's `enabled` (default on). A name no feature has, and two features of one name,
 * fail with a ConfigError.
 */
export function parseFeatures(given: Record<string, unknown>, features: readonly FeatureOptionsSource[]): Features {
  const parsed: Record<string, unknown> = {}
  const unknown = Object.keys(given).find((key) => !features.some((feature) => feature.name === key))
  if (unknown) throw new ConfigError(`features.${unknown}`, 'unknown option')
  for (const { name, options, enabled = true, details } of features) {
    if (Object.hasOwn(parsed, name)) throw new ConfigError('plugins', `Two plugins are named "${name}"`)
    const value = given[name] ?? enabled
    parsed[name] = value === false || (Array.isArray(value) && !value.length) ? false : details && !options ? value : parseFeatureOptions(name, value, options)
  }
  return parsed as Features
}
