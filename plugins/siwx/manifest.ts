import type { FeatureConfig, PluginDescriptor } from 'airlock'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Sign-in with a signed message (SIWX). Not available yet. */
    siwx: FeatureConfig
  }
}

/**
 * Sign-in with a signed message (SIWX). Its plugin does not exist yet: `features.siwx` is accepted, and switching it on
 * logs a warning naming the feature. Its issue replaces this manifest with the real one.
 */
export const siwxManifest = {
  name: 'siwx',
  enabled: false,
} satisfies PluginDescriptor
