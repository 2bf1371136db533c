import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers, FrameState } from '../FrameState.js'
import { requireUser } from './accountHandlers.js'

/**
 * SPEC §4's email change, through the backend (AWAIT_UPDATE_EMAIL settles when the new address
 * is verified), and GET_EXPORT_TICKET: the signed-in session's ticket for the export page.
 */
export function emailChangeHandlers(state: FrameState): Pick<FrameHandlers, 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP' | 'AWAIT_UPDATE_EMAIL' | 'GET_EXPORT_TICKET'> {
  return {
    async GET_EXPORT_TICKET() {
      await requireUser(state)
      return { ticket: (await state.backend.exportTicket()).ticket }
    },
    async UPDATE_EMAIL({ email }) {
      await requireUser(state)
      const answer = await state.backend.updateEmail(email.trim().toLowerCase())
      let finish!: (email: string) => void
      const done = new Promise<string>((resolve) => (finish = resolve))
      state.emailChange = { email, done, finish }
      return answer
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await requireUser(state)
      return state.backend.verifyPrimaryEmail(otp.trim())
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      await requireUser(state)
      const { email } = await state.backend.verifySecondaryEmail(otp.trim())
      state.user = await state.backend.me()
      state.emailChange?.finish(email)
      state.notify({ isConnected: true, reason: 'email_updated' })
      return { email }
    },
    async AWAIT_UPDATE_EMAIL(_, signal) {
      const change = state.emailChange
      if (!change) throw new FrameFailure('invalid_input', 'No email change is in progress', { field: 'email' })
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new FrameFailure('aborted', 'Request was aborted')), { once: true }))
      return { email: await Promise.race([change.done, aborted]) }
    },
  }
}
