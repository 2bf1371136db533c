import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'

declare module 'airlock/kit' {
  interface ViewRegistry {
    Receive: undefined
  }
  interface FeatureRegistry {
    /** The account's address to receive on, as a QR code and as text. Default: on. */
    receive: FeatureConfig
  }
}

/** The receive feature: the account's address as a QR code and as text, to copy, with its networks. */
export const receiveManifest = {
  name: 'receive',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
