/** The social login providers of the embedded wallet. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social login provider. */
export type SocialProvider = (typeof socialProviders)[number]

/** What `features.socials` lists: a social provider, or Farcaster. */
export type SocialOption = SocialProvider | 'farcaster'
