import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { claimLoginEmail } from './claimLoginEmail.js'
import { checkCodeLockout, clearWrongCodes, recordWrongCode } from './codeLockout.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import { embeddedLimit } from './embeddedLimit.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { otpInput } from './embeddedInput.js'
import { type ExportTicket, issueExportTicket, readExportTicket, spendExportTicket } from './exportTickets.js'
import { exportCodeMail } from './mailTemplates.js'
import { readRecoveryMaterial } from './readRecoveryMaterial.js'
import { readUserView } from './readUserView.js'
import { requireSession, sessionExpired } from './requireSession.js'
import { beginStepUp, finishStepUp, type StepUpTarget } from './passkeys/stepUpCeremony.js'
import { checkStepUp, requireStepUp, STEP_UP_HEADER } from './passkeys/stepUpTokens.js'
import { authenticationInput } from './passkeys/webauthnInput.js'
import { sendCode } from './sendCode.js'
import { verifyCode } from './verifyCode.js'

const ticketInput = z.string().max(100)
const ticketBody = z.object({ ticket: ticketInput })
const stepUpFinishBody = z.union([z.object({ ticket: ticketInput, response: authenticationInput }), z.object({ ticket: ticketInput, totp: z.string().max(16) })])

// The export page's step-up: for key export, by the ticket's session, for this ticket only.
const exportStepUp = (ticket: ExportTicket): StepUpTarget => ({ session: ticket.session, action: 'export_key', subject: ticket.ticketHash })

/**
 * Key export. What it takes, checked here in this order (what a later factor adds goes beside
 * them):
 * 1. `POST export/ticket` (session): a signed-in session on an approved device makes a
 *    single-use ticket (10 minutes, dying with the session), which the modal hands to the
 *    frame origin's export page in its address.
 * 2. With the second factor on, a step-up made on that page for `export_key` and this ticket
 *    (`POST export/stepup/begin { ticket }`, then `POST export/stepup/finish { ticket,
 *    response | totp }`, the ticket's session standing for the page), carried in the
 *    `airlock-step-up` header of the next two calls: checked by the first, spent by the second.
 * 3. `POST export/start { ticket }`: a fresh code to the wallet's email (its own 30 s slot,
 *    none while the address is locked out, none without the step-up); answers the address it
 *    went to.
 * 4. `POST export/verify { ticket, otp }`: the code; wrong codes count per address across
 *    codes, and every fifth locks the address out (15 minutes, then twice as long each time,
 *    at most a day; 429 `rate_limited` with `field: 'otp'`). A right one spends the step-up,
 *    uses the ticket up and releases what rebuilding the keys needs, to that page only.
 */
export function exportRoutes(deps: EmbeddedDeps): Hono<EmbeddedEnv> {
  const { db, embedded } = deps
  const ticketOf = async (c: Context<EmbeddedEnv>) => readExportTicket(db, c.var.project.id, (await readJsonBody(c, ticketBody)).ticket)
  return new Hono<EmbeddedEnv>()
    .post('/export/ticket', requireSession(db), async (c) => c.json(await issueExportTicket(db, c.var.session)))
    .post('/export/stepup/begin', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      return c.json(await beginStepUp(deps, c, exportStepUp(await ticketOf(c))))
    })
    .post('/export/stepup/finish', embeddedLimit(deps, 'embeddedCodes'), async (c) => {
      const b = await readJsonBody(c, stepUpFinishBody)
      const ticket = await readExportTicket(db, c.var.project.id, b.ticket)
      return c.json(await finishStepUp(deps, c, exportStepUp(ticket), 'totp' in b ? { totp: b.totp } : { response: b.response }))
    })
    .post('/export/start', embeddedLimit(deps, 'embeddedMail'), async (c) => {
      const ticket = await ticketOf(c)
      const projectId = c.var.project.id
      const { email } = ticket
      // No mail for a ticket alone: with the second factor on, its step-up comes first.
      await checkStepUp(db, ticket.session, 'export_key', c.req.header(STEP_UP_HEADER), ticket.ticketHash)
      const subject = { projectId, email, purpose: 'export' as const }
      await checkCodeLockout(db, subject)
      const slot = await claimLoginEmail(db, projectId, email, 'export', embedded.loginEmailIntervalSeconds)
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
      const stepUp = c.req.header(STEP_UP_HEADER)
      // A step-up that lapsed is asked for again before the code is tried, so the code survives.
      await checkStepUp(db, ticket.session, 'export_key', stepUp, ticket.ticketHash)
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
      await requireStepUp(db, ticket.session, 'export_key', stepUp, ticket.ticketHash)
      if (!(await spendExportTicket(db, ticket.ticketHash))) throw sessionExpired()
      const user = (await readUserView(db, ticket.userId))!
      return c.json({ user, mode: user.recoveryMode, shares: await readRecoveryMaterial(db, embedded, user.id) })
    })
}
