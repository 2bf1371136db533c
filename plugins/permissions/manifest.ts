import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { PermissionsController } from './createPermissionsController.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    /** The permissions the person granted to apps: what each may do, used and left this period, until when; Revoke. */
    Permissions: undefined
  }
  interface FeatureRegistry {
    /**
     * ERC-7715 permissions: an app asks once (`grantPermissions`), the person approves in the
     * wallet, and the app's own key acts within the limits, enforced on chain; the embedded
     * wallet lists them in its menu with Revoke. Default: on (its code loads when first used).
     */
    permissions: FeatureConfig
  }
  interface PluginApis {
    permissions: PermissionsController
  }
}

/** The permissions feature: grants to apps (ERC-7715), acting under them, and their list in the wallet's menu. */
export const permissionsManifest = {
  name: 'permissions',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
