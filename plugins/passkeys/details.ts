import type { Catalogs, Contributions, OptionsSchema, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/**
 * "Continue with passkey" on Connect (shown where Connect is: no wallet connected), and the
 * wallet's passkeys and its signed-in devices in the embedded wallet's own menu (shown only to
 * its users); all only with the wallet's frame.
 */
export const contributes: Contributions = ({ config }) =>
  config.frameUrl
    ? [
        { kind: 'connectMethod', method: 'email', id: 'passkeys', label: 'Continue with passkey', icon: 'key', view: 'PasskeyPage', data: { mode: 'signin' }, messages: { catalogs, label: 'passkeys.connect' } },
        { kind: 'walletAction', id: 'passkeys', label: 'Passkeys', icon: 'key', view: 'Passkeys', messages: { catalogs, label: 'passkeys.action' } },
        { kind: 'walletAction', id: 'devices', label: 'Devices and sessions', icon: 'network', view: 'Devices', messages: { catalogs, label: 'passkeys.devices.action' } },
      ]
    : []

/** `features.passkeys`: `stepUpUsd`, the dollar amount above which a send or swap needs a step-up (its schema in a chunk of its own, with valibot). */
export const options = (): Promise<{ default: OptionsSchema }> => import('./options.js')

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Passkeys', 'PasskeyPage', 'Devices'] as const
