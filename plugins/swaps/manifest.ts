import type { FeatureConfig, PluginDescriptor } from 'airlock'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Token swaps from the Account view. Not available yet. */
    swaps: FeatureConfig
  }
}

/**
 * Token swaps from the Account view. Its plugin does not exist yet: `features.swaps` is accepted, and switching it on
 * logs a warning naming the feature. Its issue replaces this manifest with the real one.
 */
export const swapsManifest = {
  name: 'swaps',
  enabled: false,
} satisfies PluginDescriptor
