import type { FeatureConfig, PluginDescriptor } from 'airlock'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Registered names. Not available yet. */
    names: FeatureConfig
  }
}

/**
 * Registered names. Its plugin does not exist yet: `features.names` is accepted, and switching it on
 * logs a warning naming the feature. Its issue replaces this manifest with the real one.
 */
export const namesManifest = {
  name: 'names',
  enabled: false,
} satisfies PluginDescriptor
