import type { UserView } from '../../../api/embedded/readUserView.js'
import type { FrameState } from './FrameState.js'
import { preferredAccountTypesOf } from './preferredAccountTypes.js'

/** Takes the backend's answer for the user: in memory, and its preferences (and, beside a sealed session, the user) in the frame's storage. */
export function keepUser(state: FrameState, user: UserView): UserView {
  state.user = user
  state.storage.setPreferredAccountTypes(preferredAccountTypesOf(user))
  state.session.keepUser(user)
  return user
}
