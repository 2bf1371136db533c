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
 * their wallet), each with the provider's logo. On Account, under the address, the provider
 * and name the wallet was opened with.
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
      const name = account.user?.username
      if (account.connectedWalletInfo?.identifier !== 'embedded') return []
      // A social user sees how they signed in (its logo, under the address); any embedded wallet user may link another login.
      return [provider
        ? { kind: 'accountIdentity', id: 'socials', label: `${socialName(provider)}${name ? ` · ${name}` : ''}`, icon: provider, view: 'SocialAccount' } as const
        : { kind: 'accountAction', id: 'socials', label: 'Linked logins', view: 'SocialAccount', messages: { catalogs, label: 'socials.linkedLogins' } } as const]
    }
    const shown = list.length > SOCIAL_BUTTONS_MAX ? list.slice(0, SOCIAL_BUTTONS_MAX - 1) : list
    const more = list.length - shown.length
    return [
      ...shown.map(entry),
      ...(more ? [{ kind: 'connectMethod', method: 'social', id: 'social-other', label: 'Other', icon: 'more', tag: `${more} more`, view: 'SocialOther', messages: { catalogs, label: 'socials.other', tag: 'socials.more', values: { count: more } } } as const] : []),
    ]
  },
  load: (): Promise<{ default: Plugin }> => import('./index.js'),
} satisfies PluginDescriptor

/** The Connect entry of one provider, with its logo (an image the API serves) so it lines up with Email and the wallets. */
export function entry(option: SocialOption) {
  const name = names[option]
  const messages = { catalogs, label: 'socials.continueWith', values: { name } }
  return {
    kind: 'connectMethod', method: 'social', id: option, label: `Continue with ${name}`, icon: option,
    ...(option === 'farcaster'
      ? ({ tag: 'QR code', view: 'ConnectingFarcaster', messages: { ...messages, tag: 'socials.farcaster.tag' } } as const)
      : ({ view: 'SocialLogin', data: { provider: option }, messages } as const)),
  } as const
}
