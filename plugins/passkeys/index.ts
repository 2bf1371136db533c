import { definePlugin } from 'airlock'
import { createPasskeysController } from './createPasskeysController.js'
import { passkeysManifest } from './manifest.js'

/** The passkeys feature's code: its views and the controller they share. */
export default definePlugin({
  name: passkeysManifest.name,
  views: {
    PasskeyLogin: () => import('./views/PasskeyLogin.js'),
    Passkeys: () => import('./views/Passkeys.js'),
    PasskeyAdd: () => import('./views/PasskeyAdd.js'),
    PasskeyTotp: () => import('./views/PasskeyTotp.js'),
  },
  setup: (context) => ({ api: createPasskeysController(context) }),
})
