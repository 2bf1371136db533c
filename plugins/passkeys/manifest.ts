import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import type { PasskeysController } from './createPasskeysController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
  interface ViewRegistry {
    /** "Continue with passkey": sign in with a passkey, or create a wallet that opens with one (the frame's own page). */
    PasskeyLogin: undefined
    /** The embedded wallet's passkeys (name, device, last use) and its second factor. */
    Passkeys: undefined
    /** Adds a passkey to the signed-in wallet (the frame's own page). */
    PasskeyAdd: undefined
    /** Sets up an authenticator app as the second factor's fallback (the frame's own page). */
    PasskeyTotp: undefined
  }
  interface FeatureRegistry {
    /**
     * Passkeys of the embedded wallet (needs `frameUrl`): sign in with one, add one, and a second
     * factor. `stepUpUsd`: above this many dollars a send or swap needs the second factor too
     * (default: none). Default: on.
     */
    passkeys: FeatureConfig<{ stepUpUsd?: number }, { stepUpUsd?: number }>
  }
  interface PluginApis {
    passkeys: PasskeysController
  }
}

/** Passkeys of the embedded wallet: a way in on Connect, and the wallet's passkeys and second factor in its menu. */
export const passkeysManifest = {
  name: 'passkeys',
  views: ['PasskeyLogin', 'Passkeys', 'PasskeyAdd', 'PasskeyTotp'],
  options: v.optional(v.strictObject({ stepUpUsd: v.optional(v.number()) }), {}),
  contributes: ({ config, chain: { state } }) =>
    !config.frameUrl
      ? []
      : state.accounts[state.activeNamespace]?.connectedWalletInfo?.identifier == 'embedded'
        ? [{ kind: 'walletAction', id: 'passkeys', label: 'Passkeys', icon: 'key', view: 'Passkeys', messages: { catalogs, label: 'passkeys.action' } }]
        : [{ kind: 'connectMethod', method: 'email', id: 'passkey', label: 'Continue with passkey', icon: 'key', view: 'PasskeyLogin', messages: { catalogs, label: 'passkeys.connect' } }],
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
