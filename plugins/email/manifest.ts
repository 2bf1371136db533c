import type { FeatureConfig, PluginDescriptor } from 'airlock'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Email sign-in into the embedded wallet. Not available yet. */
    email: FeatureConfig
  }
}

/**
 * Email sign-in into the embedded wallet. Its plugin does not exist yet: `features.email` is accepted, and switching it on
 * logs a warning naming the feature. Its issue replaces this manifest with the real one.
 */
export const emailManifest = {
  name: 'email',
  enabled: false,
} satisfies PluginDescriptor
