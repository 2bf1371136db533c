import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { PasskeysController } from './createPasskeysController.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    /** The embedded wallet's passkeys (name, device, last use) and its second factor. */
    Passkeys: undefined
    /** The devices signed in to the embedded wallet: how each signed in, when last used, this one marked; sign one out, or every other. */
    Devices: undefined
    /**
     * A ceremony on the frame's own page: `signin` ("Continue with passkey": sign in with one,
     * or create a wallet that opens with one), `add` (a passkey for the signed-in wallet),
     * `totp` (an authenticator app as the second factor's fallback).
     */
    PasskeyPage: { mode: 'signin' | 'add' | 'totp' }
  }
  interface FeatureRegistry {
    /**
     * Passkeys of the embedded wallet (needs `frameUrl`): sign in with one, add one, a second
     * factor, and the devices signed in to the wallet. `stepUpUsd`: above this many dollars a
     * send or swap needs the second factor too (default: none). Default: on.
     */
    passkeys: FeatureConfig<{ stepUpUsd?: number }, { stepUpUsd?: number }>
  }
  interface PluginApis {
    passkeys: PasskeysController
  }
}

/** Passkeys of the embedded wallet: a way in on Connect, and the wallet's passkeys, second factor and signed-in devices in its menu. */
export const passkeysManifest = {
  name: 'passkeys',
  // With a step-up limit, the embedded wallet must know it once signed in.
  loadOn: 'account:connected',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
