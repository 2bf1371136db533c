import type { FeatureConfig, PluginDescriptor } from 'airlock'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Payments to a recipient the host names. Not available yet. */
    pay: FeatureConfig
  }
}

/**
 * Payments to a recipient the host names. Its plugin does not exist yet: `features.pay` is accepted, and switching it on
 * logs a warning naming the feature. Its issue replaces this manifest with the real one.
 */
export const payManifest = {
  name: 'pay',
  enabled: false,
} satisfies PluginDescriptor
