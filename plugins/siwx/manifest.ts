import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { SiwxConfig } from './SiwxHandler.js'
import type { SiwxController } from './createSiwxController.js'

declare module 'airlock/kit' {
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
  enabled: false,
  loadOn: 'account:connected',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
