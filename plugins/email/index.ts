import { definePlugin } from 'airlock'
import { createEmailController } from './createEmailController.js'
import { emailManifest } from './manifest.js'

/** The email feature's code: its views and the controller of the sign-in steps. */
export default definePlugin({
  name: emailManifest.name,
  views: {
    EmailLogin: () => import('./views/EmailLogin.js'),
    EmailVerify: () => import('./views/EmailVerify.js'),
    EmbeddedWallet: () => import('./views/EmbeddedWallet.js'),
    EmailUpdate: () => import('./views/EmailUpdate.js'),
    EmbeddedRecovery: () => import('./views/EmbeddedRecovery.js'),
  },
  setup: (context) => ({ api: createEmailController(context) }),
})
