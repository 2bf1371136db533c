import type { Catalogs, FeatureConfig, Plugin, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import type { SocialsController } from './createSocialsController.js'
import { type SocialOption, type SocialProvider, socialProviders } from './socialProviders.js'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

declare module 'airlock' {
  interface ViewRegistry {
    /** A social login in progress: the provider's popup (or page) and the sign-in after it. */
    SocialLogin: { provider: SocialProvider }
    /** The providers past the first ones on Connect ("Other"). */
    SocialOther: undefined
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

const options: readonly string[] = [...socialProviders, 'farcaster']
const option = v.custom<SocialOption>((value) => options.includes(value as string), `expected one of ${options.map((value) => JSON.stringify(value)).join(', ')}`)

/** Connect shows at most this many social entries; past it the rest go behind "Other". */
export const SOCIAL_BUTTONS_MAX = 4

const names: Record<SocialOption, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' }

/** The display name of a provider. */
export const socialName = (option: SocialOption) => names[option]

/**
 * Social logins (google, github, apple, facebook, x, discord) and Farcaster into the
 * embedded wallet. On Connect, the host's providers in its order: all of them when four or
 * fewer, else the first three and "Other" (a person must never scroll past socials to find
 * their wallet). On Account, the provider and name the wallet was opened with.
 */
export const socialsManifest = {
  name: 'socials',
  views: ['SocialLogin', 'SocialOther', 'ConnectingFarcaster', 'SocialAccount'],
  options: v.optional(v.array(option), () => [...options] as SocialOption[]),
  enabled: false,
  loadOn: 'account:connected',
  contributes: ({ config, chain: { state } }) => {
    const list = config.features.socials
    if (!config.frameUrl || !list || !list.length) return []
    const account = state.accounts[state.activeNamespace]
    if (account?.status === 'connected') {
      const provider = account.socialProvider
      if (account.connectedWalletInfo?.identifier !== 'embedded') return []
      // A social user sees how they signed in; any embedded wallet user may link another login.
      const label = provider ? `${socialName(provider)}${account.user?.username ? ` · ${account.user.username}` : ''}` : 'Linked logins'
      const messages = provider ? undefined : { catalogs, label: 'socials.linkedLogins' }
      return [{ kind: 'accountAction', id: 'socials', label, view: 'SocialAccount', ...(messages && { messages }) } as const]
    }
    const shown = list.length > SOCIAL_BUTTONS_MAX ? list.slice(0, SOCIAL_BUTTONS_MAX - 1) : list
    return [
      ...shown.map((item) => entry(item)),
      ...(shown.length < list.length ? [{ kind: 'connectMethod', method: 'social', id: 'social-other', label: 'Other', tag: `${list.length - shown.length} more`, view: 'SocialOther', messages: { catalogs, label: 'socials.other', tag: 'socials.more', values: { count: list.length - shown.length } } } as const] : []),
    ]
  },
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor

/** The Connect entry of one provider. */
export function entry(option: SocialOption) {
  return option === 'farcaster'
    ? ({ kind: 'connectMethod', method: 'social', id: 'farcaster', label: 'Continue with Farcaster', tag: 'QR code', view: 'ConnectingFarcaster', messages: { catalogs, label: 'socials.continueWith', tag: 'socials.farcaster.tag', values: { name: 'Farcaster' } } } as const)
    : ({ kind: 'connectMethod', method: 'social', id: option, label: `Continue with ${names[option]}`, view: 'SocialLogin', data: { provider: option }, messages: { catalogs, label: 'socials.continueWith', values: { name: names[option] } } } as const)
}
