import { ConfigError } from '../errors/ConfigError.js'
import type { PluginDescriptor } from '../plugins/definePlugin.js'
import type { Features } from './parseConfig.js'

/** What parsing needs to know of a feature. */
export type FeatureOptionsSource = Pick<PluginDescriptor, 'name' | 'options' | 'enabled' | 'details'>

/**
 * Parses `config.features` against the features there are: the built-in manifests, and the
 * plugins the host passes with a name. `false` (or an empty list) switches a feature off;
 * `true` switches it on with the defaults of its options. A feature that takes no options
 * takes only true or false; one that does keeps the host's value until the plugin host
 * checks it against the schema, with the feature's details (see `PluginHost.prepare`), so
 * start-up carries no schema. A feature left out takes its manifest's `enabled` (default
 * on). A name no feature has, and two features of one name, fail with a ConfigError.
 */
export function parseFeatures(given: Record<string, unknown>, features: readonly FeatureOptionsSource[]): Features {
  const parsed: Record<string, unknown> = {}
  const unknown = Object.keys(given).find((key) => !features.some((feature) => feature.name === key))
  if (unknown) throw new ConfigError(`features.${unknown}`, 'unknown option')
  for (const { name, options, enabled = true, details } of features) {
    if (Object.hasOwn(parsed, name)) throw new ConfigError('plugins', `Two plugins are named "${name}"`)
    const value = given[name] ?? enabled
    if (typeof value !== 'boolean' && !options && !details) throw new ConfigError(`features.${name}`, 'expected boolean')
    parsed[name] = value === false || (Array.isArray(value) && !value.length) ? false : value
  }
  return parsed as Features
}
