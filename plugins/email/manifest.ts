import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { EmailController } from './createEmailController.js'

declare module 'airlock/kit' {
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
  details: () => import('./details.js'),
} satisfies PluginDescriptor
