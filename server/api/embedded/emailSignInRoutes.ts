import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { claimLoginEmail } from './claimLoginEmail.js'
import { createSession } from './createSession.js'
import { describeDevice } from './passkeys/describeDevice.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { deviceIdInput, emailInput, otpInput } from './embeddedInput.js'
import { deviceNeedsApproval, findDevice, findUserByEmail, hasAuthenticatorApp } from './findUserByEmail.js'
import { embeddedLimit } from './embeddedLimit.js'
import { hashSecret } from './hashSecret.js'
import { loginCodeMail, mailAppName } from './mailTemplates.js'
import { readUserView } from './readUserView.js'
import { recordDevice, requestDeviceApproval } from './requestDeviceApproval.js'
import { sendCode } from './sendCode.js'
import { verifyCode } from './verifyCode.js'
import { verifyTotp } from './passkeys/verifyTotp.js'

// `approval: 'link'`: the person asked for the emailed link instead of their authenticator app.
const startBody = z.object({ email: emailInput, deviceId: deviceIdInput, approval: z.enum(['link']).optional() })
const statusBody = z.object({ email: emailInput, deviceId: deviceIdInput })
const deviceTotpBody = z.object({ email: emailInput, deviceId: deviceIdInput, totp: z.string().max(16) })
const verifyBody = z.object({ email: emailInput, otp: otpInput, deviceId: deviceIdInput })

/**
 * Email sign-in (SPEC §4 email steps): `POST email/start` mails a code (VERIFY_OTP), or, for
 * a user with a wallet on a device never approved, asks for that device's approval first:
 * with an authenticator app, by one of its codes (VERIFY_DEVICE_TOTP, no email sent), else
 * (or when the person asks for the link, `approval: 'link'`) by an emailed link
 * (VERIFY_DEVICE). `POST device/status` tells whether that link was used; `POST device/totp`
 * approves the device with an app code and mails the sign-in code (VERIFY_OTP); `POST
 * email/verify` checks the code and opens a session on this device.
 */
export function emailSignInRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db } = deps
  return new Hono<EmbeddedEnv>()
    .post('/email/start', embeddedLimit(deps, 'embeddedMail'), async (c) => {
      const b = await readJsonBody(c, startBody)
      const projectId = c.var.project.id
      const app = mailAppName(c.var.project.name)
      const slot = await claimLoginEmail(db, projectId, b.email, 'login', deps.embedded.loginEmailIntervalSeconds)
      try {
        const deviceHash = hashSecret(b.deviceId)
        const unapproved = await deviceNeedsApproval(db, projectId, b.email, deviceHash)
        if (unapproved) {
          if (b.approval !== 'link' && (await hasAuthenticatorApp(db, unapproved.id))) {
            // The device waits for a code from the app; no email went out, so the slot is free for the sign-in code.
            await recordDevice(db, unapproved.id, deviceHash)
            await slot.release()
            return c.json({ action: 'VERIFY_DEVICE_TOTP' as const })
          }
          await requestDeviceApproval(deps, { id: unapproved.id, email: b.email }, deviceHash, app)
          return c.json({ action: 'VERIFY_DEVICE' as const })
        }
        await sendCode(db, await deps.codeKey(), deps.embedded.mailer, { projectId, email: b.email, purpose: 'login' }, (code) => loginCodeMail(b.email, code, app))
        return c.json({ action: 'VERIFY_OTP' as const })
      } catch (error) {
        await slot.release()
        throw error
      }
    })
    .post('/device/status', async (c) => {
      const b = await readJsonBody(c, statusBody)
      const user = await findUserByEmail(db, c.var.project.id, b.email)
      const device = user && (await findDevice(db, user.id, hashSecret(b.deviceId)))
      return c.json({ approved: device?.approved ?? false })
    })
    .post('/device/totp', embeddedLimit(deps, 'embeddedCodes'), embeddedLimit(deps, 'embeddedMail'), async (c) => {
      const b = await readJsonBody(c, deviceTotpBody)
      const projectId = c.var.project.id
      const deviceHash = hashSecret(b.deviceId)
      // One answer whether the address is unknown, has no app, or this device waits for nothing:
      // no more than email/start's own answer tells.
      const unapproved = await deviceNeedsApproval(db, projectId, b.email, deviceHash)
      const device = unapproved && (await hasAuthenticatorApp(db, unapproved.id)) && (await findDevice(db, unapproved.id, deviceHash))
      if (!unapproved || !device) {
        throw new ApiError(400, 'No approval by an authenticator-app code is waiting for this address on this device; start again', 'email', { code: 'invalid_input' })
      }
      // The sign-in code this approval leads to is a login email: SPEC §9's slot is claimed first, and given back on any failure.
      const slot = await claimLoginEmail(db, projectId, b.email)
      try {
        // Counted apart from the step-ups' tries; the replay guard is shared, so the code is spent for both.
        await verifyTotp(db, deps.embedded.recoveryKey, unapproved.id, b.totp.trim(), true, 'device')
        // When: the sign-in that follows within its few minutes may rebuild the keys here, the code being its fresh factor.
        await db.query('UPDATE embedded_devices SET approved_at = coalesce(approved_at, now()), totp_approved_at = now() WHERE id = $1', [device.id])
        await sendCode(db, await deps.codeKey(), deps.embedded.mailer, { projectId, email: b.email, purpose: 'login' }, (code) => loginCodeMail(b.email, code, mailAppName(c.var.project.name)))
        return c.json({ action: 'VERIFY_OTP' as const })
      } catch (error) {
        await slot.release()
        throw error
      }
    })
    .post('/email/verify', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, verifyBody)
      const projectId = c.var.project.id
      const deviceHash = hashSecret(b.deviceId)
      if (await deviceNeedsApproval(db, projectId, b.email, deviceHash)) {
        throw new ApiError(403, 'Approve this device from the link in your email first', 'deviceId', { code: 'device_not_approved' })
      }
      await verifyCode(db, await deps.codeKey(), { projectId, email: b.email, purpose: 'login' }, b.otp)
      const { userId, deviceId } = await db.transaction(async (tx) => {
        const user = await tx.query<{ id: string }>(
          `INSERT INTO embedded_users (id, project_id, email) VALUES ($1, $2, $3)
           ON CONFLICT (project_id, email) DO UPDATE SET updated_at = now() RETURNING id`,
          [randomUUID(), projectId, b.email],
        )
        const device = await tx.query<{ id: string }>(
          `INSERT INTO embedded_devices (id, user_id, device_hash, approved_at) VALUES ($1, $2, $3, now())
           ON CONFLICT (user_id, device_hash) DO UPDATE SET approved_at = coalesce(embedded_devices.approved_at, now()) RETURNING id`,
          [randomUUID(), user.rows[0]!.id, deviceHash],
        )
        return { userId: user.rows[0]!.id, deviceId: device.rows[0]!.id }
      })
      const session = await createSession(db, userId, deviceId, deps.embedded.sessionTtlSeconds, { method: 'email', email: b.email }, describeDevice(c.req.header('user-agent')))
      const user = (await readUserView(db, userId))!
      return c.json({ ...session, user, isNewUser: user.accounts.length === 0 })
    })
}
