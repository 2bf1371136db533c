import type { SocialOption } from './socialProviders.js'

const names: Record<SocialOption, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' }

/** The display name of a provider. */
export const socialName = (option: SocialOption) => names[option]
