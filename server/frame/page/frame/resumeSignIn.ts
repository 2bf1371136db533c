import type { UserView } from '../../../api/embedded/readUserView.js'
import { BackendError } from '../backend/BackendError.js'
import type { FrameState } from './FrameState.js'

/** The sign-in requests whose session may open before its wallet does. */
export type SignInRequest = 'CONNECT_OTP' | 'CONNECT_SOCIAL'

/**
 * Opens the wallet of a session just signed in (`open`, with the user the sign-in answered).
 * When that waits for a step-up (`step_up_required`: a new device with the second factor on),
 * the sign-in is kept, so the same request sent again once the person confirmed (as the
 * connector sends it) opens the wallet with the session already held instead of asking for a
 * spent code or login again ({@link resumeSignIn}).
 */
export async function openSignedIn<T>(state: FrameState, request: SignInRequest, user: UserView, open: (user: UserView) => Promise<T>): Promise<T> {
  state.pendingSignIn = undefined
  try {
    return await open(user)
  } catch (error) {
    if (error instanceof BackendError && error.code === 'step_up_required') {
      state.pendingSignIn = { request, finish: async () => openSignedIn(state, request, await state.backend.me(), open) }
    }
    throw error
  }
}

/** The wallet of the sign-in `request` began, opened now after its step-up; undefined when none waits. */
export function resumeSignIn(state: FrameState, request: SignInRequest): Promise<unknown> | undefined {
  const pending = state.pendingSignIn
  if (!pending || pending.request !== request || !state.session.held()) return undefined
  return pending.finish()
}
