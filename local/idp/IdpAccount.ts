import { createHash } from 'node:crypto'
import type { SocialProvider } from '../../server/social/SocialProvider.js'

/** A person as one local issuer knows them: created the first time a username signs in. */
export interface IdpAccount {
  /** A stable numeric id, the same for a username on every run (as a provider's user id is). */
  sub: string
  username: string
  email: string
  name: string
}

/**
 * The account a typed username stands for at `provider`. The id is derived from both, so the
 * same username is the same person on every sign-in and every restart, and a different
 * person at each provider. A username that is an email address is that person's email.
 */
export function idpAccountFor(provider: SocialProvider, typed: string): IdpAccount {
  const username = typed.trim()
  const digest = createHash('sha256').update(`${provider}:${username.toLowerCase()}`).digest()
  // 48 bits: an integer in a JSON number, as GitHub's numeric ids are.
  const sub = String(digest.readUIntBE(0, 6))
  const email = username.includes('@') ? username.toLowerCase() : `${username.toLowerCase()}@example.com`
  return { sub, username: username.includes('@') ? username.split('@')[0]! : username, email, name: username }
}
