import type { SocialProvider } from './SocialProvider.js'

/** Who signed in: the provider's stable id for the person, and what to show them as. */
export interface SocialIdentity {
  provider: SocialProvider
  /** The provider's user id (`sub` of the ID token, or the user API's `id`); never reused for another person. */
  subject: string
  /** The name the Account view shows (SPEC §7 userName): email for Google and Apple, the handle elsewhere. */
  username: string
  email?: string
}
