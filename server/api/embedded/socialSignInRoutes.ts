import { Hono } from 'hono'
import { z } from 'zod'
import { isAncestorAllowed } from '../../frame/frameAncestors.js'
import { createSocialLogin } from '../../social/createSocialLogin.js'
import { socialProviders } from '../../social/SocialProvider.js'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { deviceIdInput } from './embeddedInput.js'
import { embeddedLimit } from './embeddedLimit.js'
import { hashSecret } from './hashSecret.js'
import { describeDevice } from './passkeys/describeDevice.js'
import { signInIdentity } from './signInIdentity.js'
import { socialLoginApiError } from './socialLoginApiError.js'

const beginBody = z.object({ provider: z.enum(socialProviders), deviceId: deviceIdInput, returnUrl: z.url().max(2048).optional() })
const completeBody = z.object({ uri: z.url().max(4096), deviceId: deviceIdInput })
const secret = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected 32 random bytes, base64url')
const stateInput = z.string().min(1).max(200)
const claimBody = z.object({ state: stateInput, browser: secret })
const callbackBody = z.object({ state: stateInput, browser: secret, code: z.string().max(4096).optional() })

/**
 * Social sign-in (SPEC §7 connect social, social redirect URI). A login is bound twice: to
 * the frame's device id (`social/complete` must come from it) and to the browser that opens
 * it (the frame origin's start page claims it with a secret kept in that tab; its callback
 * page must show the same secret, and the completion must bring the code that callback saw).
 * - `POST social/begin` (project) answers the frame origin's start page for the login, never
 *   the provider's URL, and keeps the return page it checked (a page of the project).
 * - `POST social/claim { state, browser }` (no project: the state names the login) answers the
 *   provider's URL to the first browser that claims it.
 * - `POST social/callback { state, browser, code? }` answers, to that browser only, where the
 *   callback page goes: the return page (full-page login) or null (a popup).
 * - `POST social/complete { uri, deviceId }` finishes the code flow with PKCE and opens a
 *   session for the user of that (provider, subject), the same user every time.
 * Everything the caller brought wrong is a 400; only a provider that failed is a 502.
 */
export function socialSignInRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const social = createSocialLogin({ db, providers: embedded.social ?? {} })
  const guarded = <T>(run: () => Promise<T>) => run().catch((error: unknown) => Promise.reject(socialLoginApiError(error)))
  return new Hono<EmbeddedEnv>()
    .get('/social/providers', (c) => c.json({ providers: social.providers }))
    .post('/social/begin', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, beginBody)
      if (b.returnUrl !== undefined && !isAncestorAllowed(new URL(b.returnUrl).origin, c.var.project.allowedOrigins)) {
        throw new ApiError(400, "Invalid body field 'returnUrl': not an origin of this project", 'returnUrl', { code: 'invalid_input' })
      }
      const { state, redirectUri } = await guarded(() =>
        social.begin(b.provider, { binding: b.deviceId, browserBound: true, ...(b.returnUrl !== undefined && { returnTo: b.returnUrl }) }))
      const start = new URL('/social/start', redirectUri)
      start.searchParams.set('state', state)
      return c.json({ url: start.href })
    })
    .post('/social/claim', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, claimBody)
      return c.json({ url: await guarded(() => social.claim(b.state, b.browser)) })
    })
    .post('/social/callback', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, callbackBody)
      const { returnTo } = await guarded(() => social.callback(b.state, b.browser, b.code))
      return c.json({ returnUrl: returnTo })
    })
    .post('/social/complete', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, completeBody)
      const identity = await guarded(() => social.complete(new URL(b.uri).searchParams, { binding: b.deviceId }))
      const signedIn = await signInIdentity({ db, sessionTtlSeconds: embedded.sessionTtlSeconds }, c.var.project.id, { provider: identity.provider, subject: identity.subject, userName: identity.username }, hashSecret(b.deviceId), describeDevice(c.req.header('user-agent')))
      return c.json({ ...signedIn, provider: identity.provider })
    })
}
