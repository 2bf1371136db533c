import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { CODE_TTL_SECONDS } from './codeRules.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import { embeddedLimit } from './embeddedLimit.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { emailInput, otpInput } from './embeddedInput.js'
import { findUserByEmail } from './findUserByEmail.js'
import { emailChangeMail } from './mailTemplates.js'
import { readUserView } from './readUserView.js'
import { endSessionsOpenedBy } from './sessions/endSessionsOpenedBy.js'
import { requireSession } from './requireSession.js'
import { sendCode } from './sendCode.js'
import { verifyCode } from './verifyCode.js'
import { requireStepUp, STEP_UP_HEADER } from './passkeys/stepUpTokens.js'

const taken = () => new ApiError(409, 'This email is used by another account', 'email', { code: 'email_taken' })
const noChange = () => new ApiError(409, 'No email change is waiting for this code; start again', 'otp', { code: 'code_expired' })

/**
 * Email change (SPEC §4): `POST email/update` mails a code to the current address
 * (VERIFY_PRIMARY_OTP); `…/primary` checks it and mails a code to the new address
 * (VERIFY_SECONDARY_OTP); `…/secondary` checks that one and moves the account to the new
 * address. Both addresses must prove themselves; each step needs the session, and the first a
 * step-up when the second factor is on.
 */
export function emailChangeRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const pending = async (userId: string, verified: boolean) => {
    const { rows } = await db.query<{ id: string; new_email: string }>(
      `SELECT id, new_email FROM embedded_email_changes
       WHERE user_id = $1 AND completed_at IS NULL AND expires_at > now() AND (primary_verified_at IS NOT NULL) = $2
       ORDER BY created_at DESC LIMIT 1`,
      [userId, verified],
    )
    return rows[0]
  }
  // A wallet opened by a social login or Farcaster has no email to change from.
  const currentEmail = (user: { email: string | null }) => {
    if (user.email === null) throw new ApiError(400, 'This wallet has no email to change', 'email', { code: 'invalid_input' })
    return user.email
  }
  const session = requireSession(db)
  return new Hono<EmbeddedEnv>()
    .post('/email/update', embeddedLimit(deps, 'embeddedMail'), session, async (c) => {
      const b = await readJsonBody(c, z.object({ email: emailInput }))
      const user = (await readUserView(db, c.var.session.userId))!
      currentEmail(user)
      await requireStepUp(db, c.var.session, 'change_email', c.req.header(STEP_UP_HEADER))
      if (b.email === user.email) throw new ApiError(400, "Invalid body field 'email': this is already your email", 'email', { code: 'invalid_input' })
      if (await findUserByEmail(db, c.var.project.id, b.email)) throw taken()
      const id = randomUUID()
      await db.query('UPDATE embedded_email_changes SET expires_at = now() WHERE user_id = $1 AND completed_at IS NULL', [user.id])
      await db.query(
        'INSERT INTO embedded_email_changes (id, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
        [id, user.id, b.email, CODE_TTL_SECONDS],
      )
      await sendCode(db, await deps.codeKey(), embedded.mailer, { projectId: c.var.project.id, email: currentEmail(user), purpose: 'email_change_primary', subjectId: id }, (code) =>
        emailChangeMail(currentEmail(user), code, 'primary'),
      )
      return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
    })
    .post('/email/update/primary', embeddedLimit(deps, 'embeddedCodes'), embeddedLimit(deps, 'embeddedMail'), session, async (c) => {
      const b = await readJsonBody(c, z.object({ otp: otpInput }))
      const user = (await readUserView(db, c.var.session.userId))!
      const change = await pending(user.id, false)
      if (!change) throw noChange()
      const subject = await verifyCode(db, await deps.codeKey(), { projectId: c.var.project.id, email: currentEmail(user), purpose: 'email_change_primary' }, b.otp)
      if (subject !== change.id) throw noChange()
      await db.query('UPDATE embedded_email_changes SET primary_verified_at = now() WHERE id = $1', [change.id])
      await sendCode(db, await deps.codeKey(), embedded.mailer, { projectId: c.var.project.id, email: change.new_email, purpose: 'email_change_secondary', subjectId: change.id }, (code) =>
        emailChangeMail(change.new_email, code, 'secondary'),
      )
      return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
    })
    .post('/email/update/secondary', embeddedLimit(deps, 'embeddedCodes'), session, async (c) => {
      const b = await readJsonBody(c, z.object({ otp: otpInput }))
      const userId = c.var.session.userId
      const change = await pending(userId, true)
      if (!change) throw noChange()
      const subject = await verifyCode(db, await deps.codeKey(), { projectId: c.var.project.id, email: change.new_email, purpose: 'email_change_secondary' }, b.otp)
      if (subject !== change.id) throw noChange()
      if (await findUserByEmail(db, c.var.project.id, change.new_email)) throw taken()
      const old = (await readUserView(db, userId))!.email
      await db.transaction(async (tx) => {
        await tx.query('UPDATE embedded_users SET email = $2, updated_at = now() WHERE id = $1', [userId, change.new_email])
        await tx.query('UPDATE embedded_email_changes SET completed_at = now() WHERE id = $1', [change.id])
        // The old address opens nothing any more: the other sessions it opened end.
        if (old) await endSessionsOpenedBy(tx, userId, { method: 'email', subject: old }, c.var.session.tokenHash)
      })
      return c.json({ email: change.new_email })
    })
}
