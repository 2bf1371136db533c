import type { PluginApis } from 'airlock/kit'
import { PluginError } from '../../kernel/errors/PluginError.js'
import { useAirlockInstance } from './AirlockReactContext.js'

/**
 * The api a plugin's setup returned, for its views (and views of plugins that depend on it).
 * A plugin's views render only once its setup ran, so the api is there; anywhere else,
 * `await airlock.plugins.api(name)` loads it first.
 *
 * @example
 * const send = usePluginApi('send')
 */
export function usePluginApi<N extends keyof PluginApis & string>(name: N): PluginApis[N] {
  const api = useAirlockInstance().plugins.apiOf(name)
  if (api === undefined) throw new PluginError('PLUGIN_NOT_READY', `The "${name}" plugin is not set up yet`, { plugin: name })
  return api
}
