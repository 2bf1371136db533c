import type { FeatureConfig, PluginDescriptor } from 'airlock'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Buying crypto through an onramp provider. Not available yet. */
    onramp: FeatureConfig
  }
}

/**
 * Buying crypto through an onramp provider. Its plugin does not exist yet: `features.onramp` is accepted, and switching it on
 * logs a warning naming the feature. Its issue replaces this manifest with the real one.
 */
export const onrampManifest = {
  name: 'onramp',
  enabled: false,
} satisfies PluginDescriptor
