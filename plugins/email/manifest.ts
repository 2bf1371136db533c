import type { FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import type { EmailController } from './createEmailController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = () => import('./messages?catalogs')

declare module 'airlock' {
  interface ViewRegistry {
    /** The email connect method: the address, then the steps VERIFY_DEVICE, VERIFY_OTP, CONNECT. */
    EmailLogin: undefined
    /** What an embedded-wallet user can do: change email, recovery password, key export. */
    EmailWallet: undefined
    EmailUpdate: undefined
    EmailRecovery: undefined
  }
  interface FeatureRegistry {
    /** Email sign-in into the embedded wallet (needs `frameUrl`). Default: on. */
    email: FeatureConfig
  }
  interface PluginApis {
    email: EmailController
  }
}

/** Email sign-in into the embedded wallet, and its account actions for an email user. */
export const emailManifest = {
  name: 'email',
  views: ['EmailLogin', 'EmailWallet', 'EmailUpdate', 'EmailRecovery'],
  // Email sign-in on Connect; for a signed-in email user, the wallet's own actions on Account.
  contributes: ({ config, chain: { state } }) =>
    config.frameUrl
      ? [
          state.accounts[state.activeNamespace]?.connectedWalletInfo?.identifier == 'embedded'
            ? { kind: 'accountAction', id: 'email', label: 'Wallet', icon: 'mail', view: 'EmailWallet', messages: { catalogs, label: 'email.action' } }
            : { kind: 'connectMethod', method: 'email', id: 'email', label: 'Continue with Email', icon: 'mail', view: 'EmailLogin', messages: { catalogs, label: 'email.connect' } },
        ]
      : [],
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
