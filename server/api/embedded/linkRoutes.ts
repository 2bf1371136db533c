import { Hono } from 'hono'
import { z } from 'zod'
import { createSocialLogin } from '../../social/createSocialLogin.js'
import type { Queryable } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { claimLoginEmail } from './claimLoginEmail.js'
import { deviceIdInput, emailInput, otpInput } from './embeddedInput.js'
import { embeddedLimit } from './embeddedLimit.js'
import { findUserByEmail } from './findUserByEmail.js'
import { loginCodeMail, mailAppName } from './mailTemplates.js'
import { socialLoginApiError } from './socialLoginApiError.js'
import { requireSession } from './requireSession.js'
import { sendCode } from './sendCode.js'
import { verifyCode } from './verifyCode.js'
import { countWaysIn } from './passkeys/countWaysIn.js'
import { endSessionsOpenedBy } from './sessions/endSessionsOpenedBy.js'
import { requireStepUp, STEP_UP_HEADER } from './passkeys/stepUpTokens.js'

const linkBody = z.object({ uri: z.url().max(4096), deviceId: deviceIdInput })
const unlinkBody = z.object({ provider: z.string().min(1).max(32) })
const linkEmailBody = z.object({ email: emailInput })
const verifyEmailBody = z.object({ email: emailInput, otp: otpInput })
const emailTaken = () => new ApiError(409, 'This email already opens another wallet', 'email', { code: 'email_taken' })

/** The ways a user signs in: the email, if any, and each linked social or Farcaster login. */
export async function readLogins(db: Queryable, userId: string): Promise<{ email: string | null; logins: { provider: string; userName: string | null }[] }> {
  const user = await db.query<{ email: string | null }>('SELECT email FROM embedded_users WHERE id = $1', [userId])
  const { rows } = await db.query<{ provider: string; user_name: string | null }>(
    'SELECT provider, user_name FROM embedded_identities WHERE user_id = $1 ORDER BY created_at, provider',
    [userId],
  )
  return { email: user.rows[0]?.email ?? null, logins: rows.map((row) => ({ provider: row.provider, userName: row.user_name })) }
}

/**
 * Account linking for a signed-in user: `GET logins` lists the ways in; `POST social/link`
 * finishes a social login begun with `social/begin` and adds it to this user, so it then
 * opens the same wallet; `POST logins/unlink` removes one, never the last, and ends every
 * other session it opened.
 */
export function linkRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const social = createSocialLogin({ db, providers: embedded.social ?? {} })
  const session = requireSession(db)
  return new Hono<EmbeddedEnv>()
    .get('/logins', session, async (c) => c.json(await readLogins(db, c.var.session.userId)))
    .post('/social/link', embeddedLimit(deps, 'embeddedCodes'), session, async (c) => {
      const b = await readJsonBody(c, linkBody)
      await requireStepUp(db, c.var.session, 'add_login', c.req.header(STEP_UP_HEADER))
      let identity
      try {
        identity = await social.complete(new URL(b.uri).searchParams, { binding: b.deviceId })
      } catch (error) {
        throw socialLoginApiError(error)
      }
      const projectId = c.var.project.id
      const { rows } = await db.query<{ user_id: string }>(
        `INSERT INTO embedded_identities (project_id, provider, subject, user_id, user_name) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (project_id, provider, subject) DO UPDATE SET user_name = excluded.user_name RETURNING user_id`,
        [projectId, identity.provider, identity.subject, c.var.session.userId, identity.username],
      )
      if (rows[0]!.user_id !== c.var.session.userId) {
        throw new ApiError(409, `This ${identity.provider} login already opens another wallet`, 'uri', { code: 'login_taken' })
      }
      return c.json(await readLogins(db, c.var.session.userId))
    })
    .post('/email/link', embeddedLimit(deps, 'embeddedMail'), session, async (c) => {
      const b = await readJsonBody(c, linkEmailBody)
      const projectId = c.var.project.id
      const { email } = await readLogins(db, c.var.session.userId)
      if (email !== null) throw new ApiError(400, 'This wallet has an email already', 'email', { code: 'invalid_input' })
      await requireStepUp(db, c.var.session, 'add_login', c.req.header(STEP_UP_HEADER))
      if (await findUserByEmail(db, projectId, b.email)) throw emailTaken()
      const slot = await claimLoginEmail(db, projectId, b.email, 'login', embedded.loginEmailIntervalSeconds)
      try {
        const app = mailAppName(c.var.project.name)
        await sendCode(db, await deps.codeKey(), embedded.mailer, { projectId, email: b.email, purpose: 'link', subjectId: c.var.session.userId }, (code) => loginCodeMail(b.email, code, app))
      } catch (error) {
        await slot.release()
        throw error
      }
      return c.json({ action: 'VERIFY_OTP' as const })
    })
    .post('/email/link/verify', embeddedLimit(deps, 'embeddedCodes'), session, async (c) => {
      const b = await readJsonBody(c, verifyEmailBody)
      const projectId = c.var.project.id
      const requestedBy = await verifyCode(db, await deps.codeKey(), { projectId, email: b.email, purpose: 'link' }, b.otp)
      // The code links the address to the wallet that asked for it, never to another session's.
      if (requestedBy !== c.var.session.userId) throw new ApiError(400, 'This code was sent for another wallet; ask for a new one', 'otp', { code: 'code_expired' })
      if (await findUserByEmail(db, projectId, b.email)) throw emailTaken()
      await db.query('UPDATE embedded_users SET email = $2, updated_at = now() WHERE id = $1 AND email IS NULL', [c.var.session.userId, b.email])
      return c.json(await readLogins(db, c.var.session.userId))
    })
    .post('/logins/unlink', session, async (c) => {
      const b = await readJsonBody(c, unlinkBody)
      const userId = c.var.session.userId
      await requireStepUp(db, c.var.session, 'remove_login', c.req.header(STEP_UP_HEADER))
      const done = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM embedded_users WHERE id = $1 FOR UPDATE', [userId])
        const { email, logins } = await readLogins(tx, userId)
        // Passkeys are ways in too.
        const count = await countWaysIn(tx, userId)
        const has = b.provider === 'email' ? email !== null : logins.some((login) => login.provider === b.provider)
        if (!has) return 'missing' as const
        if (count <= 1) return 'last' as const
        if (b.provider === 'email') await tx.query('UPDATE embedded_users SET email = NULL, updated_at = now() WHERE id = $1', [userId])
        else await tx.query('DELETE FROM embedded_identities WHERE user_id = $1 AND provider = $2', [userId, b.provider])
        // The sessions that login opened end with it.
        await endSessionsOpenedBy(tx, userId, { method: b.provider }, c.var.session.tokenHash)
        return 'done' as const
      })
      if (done === 'missing') throw new ApiError(404, 'This login is not linked to your wallet', 'provider', { code: 'invalid_input' })
      if (done === 'last') throw new ApiError(409, 'This is the only way into your wallet: link another login first', 'provider', { code: 'last_login' })
      return c.json(await readLogins(db, userId))
    })
}
