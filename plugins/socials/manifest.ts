import type { FeatureConfig, PluginDescriptor } from 'airlock'
import * as v from 'valibot'
import { type SocialOption, socialProviders } from './socialProviders.js'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Social logins into the embedded wallet, in the order given. Not available yet. */
    socials: FeatureConfig<SocialOption[], SocialOption[]>
  }
}

const options: readonly string[] = [...socialProviders, 'farcaster']
const option = v.custom<SocialOption>((value) => options.includes(value as string), `expected one of ${options.map((value) => JSON.stringify(value)).join(', ')}`)

/**
 * Social logins (google, github, apple, facebook, x, discord) and Farcaster. Its plugin does
 * not exist yet: `features.socials` is checked and accepted, and switching it on logs a
 * warning. Default when switched on with `true`: every provider, then Farcaster.
 */
export const socialsManifest = {
  name: 'socials',
  options: v.optional(v.array(option), () => [...options] as SocialOption[]),
  enabled: false,
} satisfies PluginDescriptor
