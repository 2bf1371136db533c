import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { claimLoginEmail } from './claimLoginEmail.js'
import { checkCodeLockout, clearWrongCodes, recordWrongCode } from './codeLockout.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import { embeddedLimit } from './embeddedLimit.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { otpInput } from './embeddedInput.js'
import { issueExportTicket, readExportTicket, spendExportTicket } from './exportTickets.js'
import { exportCodeMail } from './mailTemplates.js'
import { readRecoveryMaterial } from './readRecoveryMaterial.js'
import { readUserView } from './readUserView.js'
import { requireSession, sessionExpired } from './requireSession.js'
import { requireStepUp, STEP_UP_HEADER } from './passkeys/stepUpTokens.js'
import { sendCode } from './sendCode.js'
import { verifyCode } from './verifyCode.js'

const ticketInput = z.string().max(100)

/**
 * Key export. What it takes, checked here in this order (what a later factor adds goes beside
 * them):
 * 1. `POST export/ticket` (session): a signed-in session on an approved device makes a
 *    single-use ticket (10 minutes, dying with the session), which the modal hands to the
 *    frame origin's export page in its address. With the second factor on, only with a
 *    step-up this session made for `export_key` (spent here).
 * 2. `POST export/start { ticket }`: a fresh code to the wallet's email (its own 30 s slot,
 *    none while the address is locked out); answers the address it went to.
 * 3. `POST export/verify { ticket, otp }`: the code; wrong codes count per address across
 *    codes, and every fifth locks the address out (15 minutes, then twice as long each time,
 *    at most a day; 429 `rate_limited` with `field: 'otp'`). A right one uses the ticket up and
 *    releases what rebuilding the keys needs, to that page only.
 */
export function exportRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  return new Hono<EmbeddedEnv>()
    .post('/export/ticket', requireSession(db), async (c) => {
      await requireStepUp(db, c.var.session, 'export_key', c.req.header(STEP_UP_HEADER))
      return c.json(await issueExportTicket(db, c.var.session))
    })
    .post('/export/start', embeddedLimit(deps, 'embeddedMail'), async (c) => {
      const b = await readJsonBody(c, z.object({ ticket: ticketInput }))
      const projectId = c.var.project.id
      const { email } = await readExportTicket(db, projectId, b.ticket)
      const subject = { projectId, email, purpose: 'export' as const }
      await checkCodeLockout(db, subject)
      const slot = await claimLoginEmail(db, projectId, email, 'export')
      try {
        await sendCode(db, await deps.codeKey(), embedded.mailer, subject, (code) => exportCodeMail(email, code))
      } catch (error) {
        await slot.release()
        throw error
      }
      return c.json({ sent: true, email })
    })
    .post('/export/verify', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, z.object({ ticket: ticketInput, otp: otpInput }))
      const projectId = c.var.project.id
      const ticket = await readExportTicket(db, projectId, b.ticket)
      const subject = { projectId, email: ticket.email, purpose: 'export' as const }
      await checkCodeLockout(db, subject)
      try {
        await verifyCode(db, await deps.codeKey(), subject, b.otp)
      } catch (error) {
        const code = error instanceof ApiError ? error.extra?.['code'] : undefined
        // A wrong code, or the try that killed one; a code long expired is no guess.
        if (code === 'invalid_code' || (code === 'code_expired' && error instanceof ApiError && error.extra?.['attemptsLeft'] === 0)) await recordWrongCode(db, subject)
        throw error
      }
      await clearWrongCodes(db, subject)
      if (!(await spendExportTicket(db, ticket.ticketHash))) throw sessionExpired()
      const user = (await readUserView(db, ticket.userId))!
      return c.json({ user, mode: user.recoveryMode, shares: await readRecoveryMaterial(db, embedded, user.id) })
    })
}
