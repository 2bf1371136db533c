import { Secret } from 'otpauth'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { stepUpActions } from '../../../../adapters/embedded/protocol/stepUpActions.js'
import { ApiError } from '../../http/ApiError.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import type { EmbeddedDeps } from '../EmbeddedDeps.js'
import type { EmbeddedEnv } from '../EmbeddedEnv.js'
import { embeddedLimit } from '../embeddedLimit.js'
import { requireSession } from '../requireSession.js'
import { authenticationOptions, passkeyRefused, verifyAssertion } from './passkeyCeremonies.js'
import { readSecurity, userPasskeys } from './passkeyRows.js'
import { relyingParty } from './relyingParty.js'
import { grantStepUp, requireStepUp, STEP_UP_HEADER } from './stepUpTokens.js'
import { sealTotpSecret } from './totpSecret.js'
import { totpFor, verifyTotp } from './verifyTotp.js'
import { authenticationInput } from './webauthnInput.js'
import { spendChallenge, storeChallenge } from './webauthnChallenges.js'

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
  const rp = (c: Context<EmbeddedEnv>) => relyingParty(embedded, c.req.header('origin'), c.var.project.allowedOrigins)
  return new Hono<EmbeddedEnv>()
    .post('/stepup/begin', limit, session, async (c) => {
      const b = await readJsonBody(c, beginBody)
      const { userId, tokenHash } = c.var.session
      const passkeys = await userPasskeys(db, userId)
      const security = await readSecurity(db, userId)
      if (!passkeys.length) return c.json({ options: null, methods: { passkey: false, totp: security.secondFactor.totp } })
      const party = rp(c)
      const options = await authenticationOptions(party, passkeys)
      await storeChallenge(db, c.var.project.id, options.challenge, { purpose: 'step_up', rp_id: party.rpId, user_id: userId, session_hash: tokenHash, action: b.action, subject: b.subject ?? null })
      return c.json({ options, methods: { passkey: true, totp: security.secondFactor.totp } })
    })
    .post('/stepup/finish', limit, session, async (c) => {
      const b = await readJsonBody(c, finishBody)
      const { userId, tokenHash } = c.var.session
      const subjectOf = b.subject ?? null
      if ('totp' in b) {
        await verifyTotp(db, embedded.recoveryKey, userId, b.totp.trim(), true)
        return c.json(await grantStepUp(db, c.var.session, { action: b.action, subject: subjectOf, method: 'totp' }))
      }
      const challenge = await spendChallenge(db, c.var.project.id, 'step_up', b.response.response.clientDataJSON)
      if (challenge.user_id !== userId || challenge.session_hash !== tokenHash) throw passkeyRefused('This passkey request was made for another sign-in')
      // Bound to the action (and transaction) it was made for: never good for another.
      if (challenge.action !== b.action || challenge.subject !== subjectOf) {
        throw new ApiError(403, `This confirmation was made for ${challenge.action ?? 'another action'}, not ${b.action}`, 'action', { code: 'step_up_required', action: b.action })
      }
      const passkey = (await userPasskeys(db, userId)).find((row) => row.credential_id === b.response.id)
      if (!passkey) throw passkeyRefused('This passkey is not one of your wallet’s')
      await verifyAssertion(db, rp(c), challenge, passkey, b.response)
      return c.json(await grantStepUp(db, c.var.session, { action: b.action, subject: subjectOf, method: 'passkey' }))
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
