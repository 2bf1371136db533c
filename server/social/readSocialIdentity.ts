import { z } from 'zod'
import type { SocialIdentity } from './SocialIdentity.js'
import { SocialLoginError } from './SocialLoginError.js'
import type { SocialProvider } from './SocialProvider.js'

const id = z.union([z.string().min(1), z.number().int()]).transform(String)
const email = z.string().email().nullish()
const text = z.string().min(1)

// What each provider answers about the person: ID token claims for google and apple, the
// user API's body for the others.
const shapes: Record<SocialProvider, z.ZodType<SocialIdentity | Omit<SocialIdentity, 'provider'>>> = {
  google: z.object({ sub: text, email, name: text.optional() })
    .transform((c) => ({ subject: c.sub, username: c.email ?? c.name ?? c.sub, email: c.email ?? undefined })),
  apple: z.object({ sub: text, email })
    .transform((c) => ({ subject: c.sub, username: c.email ?? c.sub, email: c.email ?? undefined })),
  github: z.object({ id, login: text, email })
    .transform((u) => ({ subject: u.id, username: u.login, email: u.email ?? undefined })),
  x: z.object({ data: z.object({ id, username: text }) })
    .transform((u) => ({ subject: u.data.id, username: u.data.username })),
  discord: z.object({ id, username: text, email })
    .transform((u) => ({ subject: u.id, username: u.username, email: u.email ?? undefined })),
  facebook: z.object({ id, name: text, email })
    .transform((u) => ({ subject: u.id, username: u.name, email: u.email ?? undefined })),
}

/** Reads who signed in from a provider's ID token claims or user API answer; an unexpected shape is a provider error. */
export function readSocialIdentity(provider: SocialProvider, data: unknown): SocialIdentity {
  const parsed = shapes[provider].safeParse(data)
  if (!parsed.success) {
    throw new SocialLoginError('SOCIAL_PROVIDER_ERROR', `${provider} answered without the user's id or name`, {
      details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    })
  }
  const identity: SocialIdentity = { provider, subject: parsed.data.subject, username: parsed.data.username }
  if (parsed.data.email) identity.email = parsed.data.email
  return identity
}
