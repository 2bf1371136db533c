import * as v from 'valibot'
import { ConfigError } from '../errors/ConfigError.js'
import type { PluginDescriptor } from '../plugins/definePlugin.js'
import type { Features } from './parseConfig.js'
import { toConfigError } from './toConfigError.js'

/** What parsing needs to know of a feature. */
export type FeatureOptionsSource = Pick<PluginDescriptor, 'name' | 'options' | 'enabled'>

// A feature without options of its own takes true or false.
const switchOnly = v.optional(v.boolean(), true)

/**
 * Parses `config.features` against the features there are: the built-in manifests, and the
 * plugins the host passes with a name. `false` (or an empty list) switches a feature off;
 * `true` switches it on with the defaults of its options; anything else must pass the
 * feature's own schema. A feature left out takes its manifest's `enabled` (default on). A
 * name no feature has, and two features of one name, fail with a ConfigError.
 */
export function parseFeatures(given: Record<string, unknown>, features: readonly FeatureOptionsSource[]): Features {
  const parsed: Record<string, unknown> = {}
  const unknown = Object.keys(given).find((key) => !features.some((feature) => feature.name === key))
  if (unknown) throw new ConfigError(`features.${unknown}`, 'unknown option')
  for (const { name, options = switchOnly, enabled = true } of features) {
    if (Object.hasOwn(parsed, name)) throw new ConfigError('plugins', `Two plugins are named "${name}"`)
    const value = given[name] ?? enabled
    if (value === false || (Array.isArray(value) && !value.length)) {
      parsed[name] = false
      continue
    }
    // Any Standard Schema (valibot, zod …) validates; it must answer synchronously.
    const result = options['~standard'].validate(value === true ? undefined : value)
    if (result instanceof Promise) throw new ConfigError(`features.${name}`, 'its options schema must validate synchronously')
    if (result.issues) throw toConfigError(result.issues, [`features.${name}`])
    parsed[name] = result.value
  }
  return parsed as Features
}
