import type { ConnectorDescriptor } from '../../kernel/connectors/defineConnector.js'
import { type ConfigCheck, fail, is, listOf, optional, required, that } from './ConfigCheck.js'
import type { CoreConfigInput } from '../../kernel/config/coreConfig.js'

const string = is<string>('string')
const nonEmpty = that(string, (value) => value.length > 0, 'must be a non-empty string')
const url = that(
  string,
  (value) => {
    try {
      return Boolean(new URL(value).protocol)
    } catch {
      return false
    }
  },
  'must be an absolute URL',
)
const flag = optional(is<boolean>('boolean'))
const strings = optional(listOf(string))
const object = optional(is<Record<string, unknown>>('object'))
const themeVariable = /^--airlock-[a-z0-9-]+$/

// The values `createAirlock` takes as they come; the keys it checks itself are left out.
const checks: { [K in keyof CoreConfigInput]?: ConfigCheck } = {
  metadata: optional((value, path) => {
    const metadata = is<Record<string, unknown>>('object')(value, path)
    required(nonEmpty)(metadata.name, `${path}.name`)
    optional(string)(metadata.description, `${path}.description`)
    required(url)(metadata.url, `${path}.url`)
    optional(listOf(url))(metadata.icons, `${path}.icons`)
    const unknown = Object.keys(metadata).find((key) => !['name', 'description', 'url', 'icons'].includes(key))
    return unknown ? fail(`${path}.${unknown}`, 'unknown option') : metadata
  }),
  featuredWalletIds: strings,
  excludeWalletIds: strings,
  themeMode: optional((value, path) => (value === 'light' || value === 'dark' ? value : fail(path, 'expected one of "light", "dark"'))),
  themeVariables: optional((value, path) => {
    for (const [name, variable] of Object.entries(is<Record<string, unknown>>('object')(value, path))) {
      if (!themeVariable.test(name)) fail(`${path}.${name}`, 'must be a custom property named --airlock-*')
      if (typeof variable !== 'string' && typeof variable !== 'number') fail(`${path}.${name}`, 'expected string or number')
    }
    return value
  }),
  nonce: optional(string),
  enableEmbedded: flag,
  disableAppend: flag,
  headless: flag,
  apiUrl: optional(url),
  analytics: flag,
  messages: optional((value, path) => (Object.values(object(value, path) ?? {}).every((text) => typeof text === 'string') ? value : fail(path, 'must map message ids to strings'))),
}

/**
 * Checks what `createAirlock` takes as it comes (metadata, URLs, flags, lists, theme,
 * messages) and throws the ConfigError naming the first bad field. The plugin host runs it
 * when its loading half arrives (the modal's prefetch at idle, or a first plugin), so
 * start-up carries none of it.
 */
export function checkConfigDetails(config: object, connectors: readonly ConnectorDescriptor[]): void {
  const values = config as Record<string, unknown>
  for (const [key, check] of Object.entries(checks)) check(values[key], key)
  for (const [key, kind] of connectors.flatMap((connector) => Object.entries(connector.config ?? {}))) (kind === 'url' ? optional(url) : kind === 'options' ? object : flag)(values[key], key)
}
