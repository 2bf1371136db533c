import { Hono } from 'hono'
import { z } from 'zod'
import { isAncestorAllowed } from '../../frame/frameAncestors.js'
import { createSocialLogin } from '../../social/createSocialLogin.js'
import { SocialLoginError } from '../../social/SocialLoginError.js'
import { socialProviders } from '../../social/SocialProvider.js'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { deviceIdInput } from './embeddedInput.js'
import { embeddedLimit } from './embeddedLimit.js'
import { hashSecret } from './hashSecret.js'
import { signInIdentity } from './signInIdentity.js'

const beginBody = z.object({ provider: z.enum(socialProviders), deviceId: deviceIdInput, returnUrl: z.url().max(2048).optional() })
const completeBody = z.object({ uri: z.url().max(4096), deviceId: deviceIdInput })

/** How each social login failure reaches the frame: a stable code it maps to a message. */
function toApiError(error: unknown): unknown {
  if (!(error instanceof SocialLoginError)) return error
  switch (error.code) {
    case 'SOCIAL_CONSENT_DENIED':
      return new ApiError(400, 'You declined the sign-in; nothing was shared', undefined, { code: 'consent_denied' })
    case 'SOCIAL_BAD_STATE':
      return new ApiError(400, error.shortMessage, 'uri', { code: 'code_expired' })
    case 'SOCIAL_PROVIDER_NOT_CONFIGURED':
      return new ApiError(400, error.shortMessage, 'provider', { code: 'unsupported' })
    default:
      return new ApiError(502, 'The sign-in provider did not answer as expected; try again', undefined, { code: 'backend_unavailable' })
  }
}

/**
 * Social sign-in (SPEC §7 connect social, social redirect URI): `POST social/begin` answers
 * the provider's URL for this device (the login is bound to the frame's device id, so a
 * callback replayed into another frame is refused); `POST social/complete` takes the
 * callback's address, finishes the code flow with PKCE and opens a session for the user of
 * that (provider, subject), the same user every time.
 */
export function socialSignInRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const social = createSocialLogin({ db, providers: embedded.social ?? {} })
  return new Hono<EmbeddedEnv>()
    .get('/social/providers', (c) => c.json({ providers: social.providers }))
    .post('/social/begin', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, beginBody)
      if (b.returnUrl !== undefined && !isAncestorAllowed(new URL(b.returnUrl).origin, c.var.project.allowedOrigins)) {
        throw new ApiError(400, "Invalid body field 'returnUrl': not an origin of this project", 'returnUrl', { code: 'invalid_input' })
      }
      try {
        const { url } = await social.begin(b.provider, { binding: b.deviceId, ...(b.returnUrl !== undefined && { returnTo: b.returnUrl }) })
        return c.json({ url })
      } catch (error) {
        throw toApiError(error)
      }
    })
    .post('/social/complete', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, completeBody)
      let identity
      try {
        identity = await social.complete(new URL(b.uri).searchParams, { binding: b.deviceId })
      } catch (error) {
        throw toApiError(error)
      }
      const signedIn = await signInIdentity({ db, sessionTtlSeconds: embedded.sessionTtlSeconds }, c.var.project.id, { provider: identity.provider, subject: identity.subject, userName: identity.username }, hashSecret(b.deviceId))
      return c.json({ ...signedIn, provider: identity.provider })
    })
}
