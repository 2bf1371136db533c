import type { FrameHandlers, FrameState } from '../FrameState.js'
import { keepUser } from '../keepUser.js'
import { requireUser } from './accountHandlers.js'

/**
 * GET_SECURITY, REMOVE_PASSKEY, SET_SECOND_FACTOR and SET_STEP_UP_LIMIT: the signed-in user's passkeys and second
 * factor, through the backend; GET_SESSIONS, SIGN_OUT_SESSION and SIGN_OUT_OTHER_SESSIONS: the
 * devices signed in to the wallet. Removing a passkey and turning the factor off spend a step-up
 * the passkey page made (else `step_up_required`, naming the action).
 */
export function securityHandlers(state: FrameState): Pick<FrameHandlers, 'GET_SECURITY' | 'REMOVE_PASSKEY' | 'SET_SECOND_FACTOR' | 'SET_STEP_UP_LIMIT' | 'GET_SESSIONS' | 'SIGN_OUT_SESSION' | 'SIGN_OUT_OTHER_SESSIONS'> {
  return {
    // The devices signed in to the wallet; signing one out, or every other, spends an `end_sessions` step-up when the factor is on.
    async GET_SESSIONS() {
      await requireUser(state)
      return state.backend.sessions()
    },
    async SIGN_OUT_SESSION({ id }) {
      await requireUser(state)
      return state.backend.endSession(id)
    },
    async SIGN_OUT_OTHER_SESSIONS() {
      await requireUser(state)
      return state.backend.endOtherSessions()
    },
    async GET_SECURITY() {
      await requireUser(state)
      return state.backend.security()
    },
    async REMOVE_PASSKEY({ id }) {
      await requireUser(state)
      return state.backend.removePasskey(id)
    },
    async SET_SECOND_FACTOR({ on }) {
      await requireUser(state)
      const security = await state.backend.setSecondFactor(on)
      keepUser(state, await state.backend.me())
      return security
    },
    // The limit comes from the host page: the lowest it ever gave holds for this page's life,
    // so a script there can lower it but not raise it once the app set it.
    async SET_STEP_UP_LIMIT({ usd }) {
      state.stepUpUsd = state.stepUpUsd === undefined ? usd : Math.min(state.stepUpUsd, usd)
      return {}
    },
  }
}
