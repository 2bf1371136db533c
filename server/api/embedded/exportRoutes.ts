import { Hono } from 'hono'
import { z } from 'zod'
import { readJsonBody } from '../http/readJsonBody.js'
import { claimLoginEmail } from './claimLoginEmail.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import { embeddedLimit } from './embeddedLimit.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { emailInput, otpInput } from './embeddedInput.js'
import { findUserByEmail } from './findUserByEmail.js'
import { exportCodeMail } from './mailTemplates.js'
import { readRecoveryMaterial } from './readRecoveryMaterial.js'
import { readUserView } from './readUserView.js'
import { sendCode } from './sendCode.js'
import { verifyCode } from './verifyCode.js'

/**
 * Key export, for the frame origin's export page: `POST export/start` mails a fresh code
 * (at most one every 30 s, apart from login emails; nothing is mailed to an address without a
 * wallet, and the answer does not say which); `POST export/verify` checks it and releases
 * what rebuilding the keys needs, to that page only.
 */
export function exportRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  return new Hono<EmbeddedEnv>()
    .post('/export/start', embeddedLimit(deps, 'embeddedMail'), async (c) => {
      const b = await readJsonBody(c, z.object({ email: emailInput }))
      const projectId = c.var.project.id
      const user = await findUserByEmail(db, projectId, b.email)
      if (!user?.hasWallet) return c.json({ sent: true })
      const slot = await claimLoginEmail(db, projectId, b.email, 'export')
      try {
        await sendCode(db, await deps.codeKey(), embedded.mailer, { projectId, email: b.email, purpose: 'export' }, (code) => exportCodeMail(b.email, code))
      } catch (error) {
        await slot.release()
        throw error
      }
      return c.json({ sent: true })
    })
    .post('/export/verify', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, z.object({ email: emailInput, otp: otpInput }))
      const projectId = c.var.project.id
      await verifyCode(db, await deps.codeKey(), { projectId, email: b.email, purpose: 'export' }, b.otp)
      const found = (await findUserByEmail(db, projectId, b.email))!
      const user = (await readUserView(db, found.id))!
      return c.json({ user, mode: user.recoveryMode, shares: await readRecoveryMaterial(db, embedded, user.id) })
    })
}
