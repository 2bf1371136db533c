import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers, FrameState } from '../FrameState.js'
import { currentChain } from '../currentChain.js'
import { openWallet } from '../openWallet.js'
import { describeUser } from '../describeUser.js'
import { openSignedIn, resumeSignIn } from '../resumeSignIn.js'

/** How long CONNECT_DEVICE waits for the approval link before answering `approved: false` (under SPEC §9's 30 s). */
export const DEVICE_WAIT_MS = 25_000
const POLL_MS = 1_000

const noEmail = () => new FrameFailure('invalid_input', 'Start with CONNECT_EMAIL', { field: 'email' })

/** CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_DEVICE_TOTP and CONNECT_OTP: SPEC §4's email steps, through the backend. */
export function signInHandlers(state: FrameState): Pick<FrameHandlers, 'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_DEVICE_TOTP' | 'CONNECT_OTP'> {
  return {
    async CONNECT_EMAIL({ email, approval }) {
      const normalized = email.trim().toLowerCase()
      const answer = await state.backend.startEmail(normalized, state.storage.deviceId(), approval)
      state.pendingEmail = normalized
      return answer
    },
    async CONNECT_DEVICE_TOTP({ totp }) {
      const email = state.pendingEmail
      if (!email) throw noEmail()
      return state.backend.approveDeviceByTotp(email, state.storage.deviceId(), totp.trim())
    },
    async CONNECT_DEVICE(_, signal) {
      const email = state.pendingEmail
      if (!email) throw noEmail()
      const until = Date.now() + DEVICE_WAIT_MS
      for (;;) {
        if ((await state.backend.deviceStatus(email, state.storage.deviceId())).approved) return { approved: true }
        if (Date.now() + POLL_MS >= until) return { approved: false }
        await state.sleep(POLL_MS, signal)
      }
    },
    async CONNECT_OTP({ otp }) {
      const resumed = resumeSignIn(state, 'CONNECT_OTP') as ReturnType<FrameHandlers['CONNECT_OTP']> | undefined
      if (resumed) return resumed
      const email = state.pendingEmail
      if (!email) throw noEmail()
      const signedIn = await state.backend.verifyEmail(email, otp.trim(), state.storage.deviceId())
      state.session.keep(signedIn.token)
      state.pendingEmail = undefined
      return openSignedIn(state, 'CONNECT_OTP', signedIn.user, async (user) => {
        const needsRecoveryPassword = await openWallet(state, user)
        return { user: await describeUser(state, await currentChain(state)), isNewUser: signedIn.isNewUser, needsRecoveryPassword }
      })
    },
  }
}
