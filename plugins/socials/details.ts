import type { Catalogs, Contributions, OptionsSchema, Plugin } from 'airlock/kit'
import type { SocialOption } from './socialProviders.js'

const names: Record<SocialOption, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' }

/**
 * The display name of a provider. Defined here, not in a module of its own, for the views and
 * the controller to share with the entries: a module the details share with them would be a
 * chunk of its own that a host's start-up lists to preload with the details.
 */
export const socialName = (option: SocialOption) => names[option]

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** `features.socials`: the providers Connect lists, in order; `true` is every one (its schema in a chunk of its own, with valibot). */
export const options = (): Promise<{ default: OptionsSchema }> => import('./options.js')

/**
 * On Connect, the host's providers in its order, each with the provider's logo; the Connect
 * view puts two or more in one row of logo tiles, so every way in fits without scrolling. On
 * Account, under the address, the provider and name the embedded wallet was opened with.
 */
export const contributes: Contributions = ({ config, chain: { state } }) => {
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
  // Once each: a provider named twice is one tile.
  return [...new Set(list)].map(entry)
}

/** The Connect entry of one provider, with its logo (an image the API serves) so it lines up with Email and the wallets. */
export function entry(option: SocialOption) {
  const name = socialName(option)
  const messages = { catalogs, label: 'socials.continueWith', values: { name } }
  return {
    kind: 'connectMethod', method: 'social', id: option, label: `Continue with ${name}`, icon: option,
    ...(option === 'farcaster'
      ? ({ tag: 'QR code', view: 'ConnectingFarcaster', messages: { ...messages, tag: 'socials.farcaster.tag' } } as const)
      : ({ view: 'SocialLogin', data: { provider: option }, messages } as const)),
  } as const
}

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['SocialLogin', 'ConnectingFarcaster', 'SocialAccount'] as const
