import type { FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import type { SiwxConfig } from './SiwxHandler.js'
import type { SiwxController } from './createSiwxController.js'

declare module 'airlock' {
  interface ViewRegistry {
    SIWXSignMessage: undefined
  }
  interface FeatureRegistry {
    /**
     * Sign-in with a signed message (SIWX): `{ handler, required, signOutOnDisconnect }`;
     * `true` keeps sessions in the browser. Default: off.
     */
    siwx: FeatureConfig<SiwxConfig, SiwxConfig | undefined>
  }
  interface PluginApis {
    siwx: SiwxController
  }
}

/** Sign-in with a signed message; its code loads once an account connects. */
export const siwxManifest = {
  name: 'siwx',
  views: ['SIWXSignMessage'],
  // Checked by the plugin when it loads: a validator here would ship to every host.
  options: v.custom<SiwxConfig>(() => true),
  enabled: false,
  loadOn: 'account:connected',
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
