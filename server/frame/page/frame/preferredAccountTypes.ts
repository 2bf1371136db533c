import type { PreferredAccountTypes } from '../../../../adapters/embedded/protocol/embeddedUserSchema.js'
import type { UserView } from '../../../api/embedded/readUserView.js'
import type { FrameState } from './FrameState.js'

/** The backend's map for `user`, or (from an API before the map) its single eip155 type. */
export const preferredAccountTypesOf = (user: UserView): PreferredAccountTypes => user.preferredAccountTypes ?? { eip155: user.preferredAccountType }

/**
 * The signed-in user's preferred account type per namespace: the backend's latest answer,
 * else the copy the frame keeps in its storage (SPEC §9), which is what a reloaded frame has
 * until the backend answers. A namespace named nowhere is `eoa`.
 */
export function preferredAccountTypes(state: FrameState): PreferredAccountTypes {
  return state.user ? preferredAccountTypesOf(state.user) : state.storage.preferredAccountTypes()
}
