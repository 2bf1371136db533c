import type { AirlockConfig } from '../config/parseConfig.js'
import type { PluginDescriptor } from './definePlugin.js'

/** A feature a host can switch on in `config.features`. */
export type FeatureName = keyof AirlockConfig['features']

/**
 * The static manifest of built-in features: for each, what it contributes to shared places
 * and how to load its code. It holds no feature logic; a feature's code loads only when the
 * feature is enabled and first needed.
 */
export const builtinFeatures: { [F in FeatureName]?: PluginDescriptor } = {
  activity: {
    name: 'activity',
    views: ['AccountActivity'],
    contributes: [{ kind: 'accountTab', id: 'activity', label: 'Activity', view: 'AccountActivity' }],
    load: () => import('../../plugins/activity/index.js'),
  },
  send: {
    name: 'send',
    views: ['Send', 'SendSelectToken', 'SendPreview'],
    contributes: [{ kind: 'accountAction', id: 'send', label: 'Send', icon: 'send', view: 'Send' }],
    load: () => import('../../plugins/send/index.js'),
  },
  receive: {
    name: 'receive',
    views: ['Receive'],
    contributes: [{ kind: 'accountAction', id: 'receive', label: 'Receive', icon: 'receive', view: 'Receive' }],
    load: () => import('../../plugins/receive/index.js'),
  },
}

/** The descriptors of the built-in features the config enables, in manifest order. */
export function enabledBuiltinFeatures(features: AirlockConfig['features']): PluginDescriptor[] {
  return (Object.keys(builtinFeatures) as FeatureName[])
    .filter((name) => features[name] !== false)
    .map((name) => builtinFeatures[name]!)
}
