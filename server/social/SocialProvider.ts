/** The social providers Airlock signs people in with (SPEC §5), in the default display order. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One of the six social providers. */
export type SocialProvider = (typeof socialProviders)[number]

/** The providers that speak OpenID Connect: found by discovery, identified by a signed ID token. */
export const oidcProviders: readonly SocialProvider[] = ['google', 'apple']

/** True for one of the six provider names; anything else is refused before a flow starts. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value)
}
