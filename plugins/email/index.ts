import { definePlugin } from 'airlock/kit'
import { createEmailController } from './createEmailController.js'

/** The email feature's code: its views and the controller of the sign-in steps. */
export default definePlugin({
  name: 'email',
  views: {
    EmailLogin: () => import('./views/EmailLogin.js'),
    EmailWallet: () => import('./views/EmailWallet.js'),
    EmailUpdate: () => import('./views/EmailUpdate.js'),
    EmailRecovery: () => import('./views/EmailRecovery.js'),
    AccountTypeSwitch: () => import('./views/AccountTypeSwitch.js'),
  },
  setup: (context) => ({ api: createEmailController(context) }),
})
