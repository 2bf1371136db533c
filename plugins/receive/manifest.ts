import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
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
  views: ['Receive'],
  contributes: [{ kind: 'accountAction', id: 'receive', label: 'Receive', icon: 'receive', view: 'Receive', messages: { catalogs, label: 'receive.action' } }],
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
