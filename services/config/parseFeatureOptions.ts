import { ConfigError } from '../../kernel/errors/ConfigError.js'
import type { OptionsSchema } from '../../kernel/plugins/definePlugin.js'
import { toConfigError } from './toConfigError.js'

/**
 * The options of feature `name` switched on with `value` (`true`: the defaults), checked
 * against its schema, or, for a feature without options, `true`. Any Standard Schema (valibot,
 * zod …) validates; it must answer synchronously. Throws a ConfigError naming the field.
 */
export function parseFeatureOptions(name: string, value: unknown, schema: OptionsSchema | undefined): unknown {
  if (!schema) {
    if (value === true) return true
    throw new ConfigError(`features.${name}`, 'expected boolean')
  }
  const result = schema['~standard'].validate(value === true ? undefined : value)
  if (result instanceof Promise) throw new ConfigError(`features.${name}`, 'its options schema must validate synchronously')
  if (result.issues) throw toConfigError(result.issues, [`features.${name}`])
  return result.value
}
