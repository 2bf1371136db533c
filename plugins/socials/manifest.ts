import type { FeatureConfig, PluginDescriptor } from 'airlock/kit'
import type { SocialsController } from './createSocialsController.js'
import type { SocialOption, SocialProvider } from './socialProviders.js'

declare module 'airlock/kit' {
  interface ViewRegistry {
    /** A social login in progress: the provider's popup (or page) and the sign-in after it. */
    SocialLogin: { provider: SocialProvider }
    /** Sign In With Farcaster: the QR code and link, while the person approves in their client. */
    ConnectingFarcaster: undefined
    /** Who the embedded wallet was opened as: the provider and name. */
    SocialAccount: undefined
  }
  interface FeatureRegistry {
    /** Social logins and Farcaster into the embedded wallet (needs `frameUrl`), in the order given. */
    socials: FeatureConfig<SocialOption[], SocialOption[]>
  }
  interface PluginApis {
    socials: SocialsController
  }
  interface ConnectedWalletInfo {
    /** SPEC §3 connectedWalletInfo.social: the provider an embedded wallet was opened with. */
    social?: SocialOption
  }
  interface AccountState {
    /** SPEC §3: the provider the embedded wallet was opened with (or `farcaster`). */
    socialProvider?: SocialOption
    /** SPEC §3: whether social logins open in a popup (the default) or a full-page redirect. */
    socialWindow?: 'popup' | 'redirect'
    /** SPEC §3: the link of the Farcaster sign-in being waited on. */
    farcasterUrl?: string
    /** SPEC §3 account user: the social login's name. */
    user?: { username?: string; email?: string }
  }
}

/**
 * Social logins (google, github, apple, facebook, x, discord) and Farcaster into the
 * embedded wallet. On Connect, the host's providers in its order, each with the provider's
 * logo, two or more in one row of logo tiles (every way in fits without scrolling). On
 * Account, under the address, the provider and name the wallet was opened with.
 */
export const socialsManifest = {
  name: 'socials',
  enabled: false,
  loadOn: 'account:connected',
  details: () => import('./details.js'),
} satisfies PluginDescriptor
