import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import type { EmailController } from './createEmailController.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
  interface ViewRegistry {
    /** The email connect method: the address, then the steps VERIFY_DEVICE, VERIFY_OTP, CONNECT. */
    EmailLogin: undefined
    /** "Email & keys": the email the wallet opens with, and changing it, the recovery password, key export. */
    EmailWallet: undefined
    EmailUpdate: undefined
    EmailRecovery: undefined
    /** Switches the embedded wallet's eip155 account to `type` (SPEC §7 set preferred account), then back to Account. */
    AccountTypeSwitch: { type: 'eoa' | 'smartAccount' }
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
  views: ['EmailLogin', 'EmailWallet', 'EmailUpdate', 'EmailRecovery', 'AccountTypeSwitch'],
  // Email sign-in on Connect; for a signed-in email user, the wallet's own actions on Account,
  // with the smart-account switch on eip155.
  contributes: ({ config, chain: { state } }) => {
    if (!config.frameUrl) return []
    const account = state.accounts[state.activeNamespace]
    if (account?.connectedWalletInfo?.identifier != 'embedded') return [{ kind: 'connectMethod', method: 'email', id: 'email', label: 'Continue with Email', icon: 'mail', view: 'EmailLogin', messages: { catalogs, label: 'email.connect' } }]
    const smart = account.preferredAccountTypes?.eip155 == 'smartAccount'
    return [
      { kind: 'accountAction', id: 'email', label: 'Email & keys', icon: 'mail', view: 'EmailWallet', messages: { catalogs, label: 'email.action' } },
      ...(state.activeNamespace == 'eip155'
        ? [{ kind: 'accountAction', id: 'accountType', label: smart ? 'Use regular account' : 'Use smart account', icon: 'wallet', view: 'AccountTypeSwitch', data: { type: smart ? 'eoa' : 'smartAccount' }, messages: { catalogs, label: smart ? 'email.accountType.useRegular' : 'email.accountType.useSmart' } } as const]
        : []),
    ]
  },
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor
