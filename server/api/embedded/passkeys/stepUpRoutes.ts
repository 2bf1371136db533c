import { Secret } from 'otpauth'
import { Hono } from 'hono'
import { z } from 'zod'
import { stepUpActions } from '../../../../adapters/embedded/protocol/stepUpActions.js'
import { ApiError } from '../../http/ApiError.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { EmbeddedDeps } from '../EmbeddedDeps.js'
import type { EmbeddedEnv } from '../EmbeddedEnv.js'
import { embeddedLimit } from '../embeddedLimit.js'
import { requireSession } from '../requireSession.js'
import { readSecurity, userPasskeys } from './passkeyRows.js'
import { beginStepUp, finishStepUp } from './stepUpCeremony.js'
import { requireStepUp, STEP_UP_HEADER } from './stepUpTokens.js'
import { sealTotpSecret } from './totpSecret.js'
import { totpFor, verifyTotp } from './verifyTotp.js'
import { authenticationInput } from './webauthnInput.js'

const action = z.enum(stepUpActions)
/** A send's step-up names its transaction: the digest of the approval it unlocks. */
const subject = z.string().regex(/^[A-Za-z0-9_:-]{1,128}$/, 'expected a digest').optional()
const beginBody = z.object({ action, subject })
const finishBody = z.union([
  z.object({ action, subject, response: authenticationInput }),
  z.object({ action, subject, totp: z.string().max(16) }),
])
const totpBody = z.object({ totp: z.string().max(16) })
const factorBody = z.object({ on: z.boolean() })

/**
 * The second factor of a signed-in user:
 * - `POST stepup/begin { action, subject? }`: an assertion's options for the user's passkeys,
 *   its challenge bound to this session and this action;
 * - `POST stepup/finish { action, subject?, response | totp }`: a verified assertion made for
 *   exactly that action, or an authenticator-app code, buys a step-up token for it (5 minutes,
 *   one use), which the guarded request carries in the `airlock-step-up` header;
 * - `POST totp/setup`, `POST totp/confirm { totp }`: an authenticator app, confirmed by its first
 *   code; with the second factor on, setting one up (or replacing it) needs a step-up;
 * - `POST stepup/check { action, subject? }`: spends the header's step-up for an action no other
 *   route guards (a large send, checked by the frame before it signs);
 * - `POST second-factor { on }`: on needs a passkey or a confirmed app; off needs a step-up.
 */
export function stepUpRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const session = requireSession(db)
  const limit = embeddedLimit(deps, 'embeddedCodes')
  return new Hono<EmbeddedEnv>()
    .post('/stepup/begin', limit, session, async (c) => {
      const b = await readJsonBody(c, beginBody)
      return c.json(await beginStepUp(deps, c, { session: c.var.session, action: b.action, subject: b.subject ?? null }))
    })
    .post('/stepup/finish', limit, session, async (c) => {
      const b = await readJsonBody(c, finishBody)
      return c.json(await finishStepUp(deps, c, { session: c.var.session, action: b.action, subject: b.subject ?? null }, 'totp' in b ? { totp: b.totp } : { response: b.response }))
    })
    .post('/stepup/check', session, async (c) => {
      const b = await readJsonBody(c, beginBody)
      await requireStepUp(db, c.var.session, b.action, c.req.header(STEP_UP_HEADER), b.subject ?? null)
      return c.json({ ok: true as const })
    })
    .post('/totp/setup', limit, session, async (c) => {
      const { userId } = c.var.session
      // With the second factor on, an app is a change of it: else a session alone (an email
      // sign-in elsewhere) could set up its own app and pass every step-up with it.
      await requireStepUp(db, c.var.session, 'second_factor', c.req.header(STEP_UP_HEADER))
      const secret = new Secret({ size: 20 }).base32
      const { rows } = await db.query<{ email: string | null; user_name: string | null }>('SELECT email, user_name FROM embedded_users WHERE id = $1', [userId])
      await db.query(
        // The new app waits beside a confirmed one until its first code: a set-up left halfway
        // never takes away the app the second factor may rest on. Tries and lockouts carry over.
        `INSERT INTO embedded_totp (user_id, pending_sealed) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET pending_sealed = excluded.pending_sealed`,
        [userId, sealTotpSecret(embedded.recoveryKey, userId, secret)],
      )
      const label = rows[0]?.email ?? rows[0]?.user_name ?? 'wallet'
      return c.json({ secret, uri: totpFor(secret, label, embedded.passkeys.rpName).toString() })
    })
    .post('/totp/confirm', limit, session, async (c) => {
      const b = await readJsonBody(c, totpBody)
      const { userId } = c.var.session
      const sealed = await verifyTotp(db, embedded.recoveryKey, userId, b.totp.trim(), false)
      // Only the secret this code was checked against becomes the app (not one set up since).
      const { rows } = await db.query('UPDATE embedded_totp SET secret_sealed = $2, pending_sealed = NULL, confirmed_at = now() WHERE user_id = $1 AND pending_sealed = $2 RETURNING user_id', [userId, sealed])
      if (!rows.length) throw new ApiError(409, 'Another authenticator app was set up meanwhile; enter a code from that one', 'totp', { code: 'code_expired' })
      return c.json(await readSecurity(db, userId))
    })
    .post('/second-factor', session, async (c) => {
      const b = await readJsonBody(c, factorBody)
      const { userId } = c.var.session
      const security = await readSecurity(db, userId)
      if (b.on && !security.passkeys.length && !security.secondFactor.totp) {
        throw new ApiError(409, 'Add a passkey or set up an authenticator app first', 'on', { code: 'last_factor' })
      }
      if (!b.on) await requireStepUp(db, c.var.session, 'second_factor', c.req.header(STEP_UP_HEADER))
      await db.query(`UPDATE embedded_users SET second_factor_at = ${b.on ? 'coalesce(second_factor_at, now())' : 'NULL'}, updated_at = now() WHERE id = $1`, [userId])
      return c.json(await readSecurity(db, userId))
    })
}
