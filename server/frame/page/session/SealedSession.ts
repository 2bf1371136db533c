import type { UserView } from '../../../api/embedded/readUserView.js'
import type { SealedShare } from '../passkeys/prfSealing.js'

/**
 * A session token the frame's storage keeps sealed with this device's passkey key (the key its
 * shares are sealed with), beside the user it opens: what the wallet shows after a reload until
 * the passkey unlocks it. The user holds nothing secret (addresses, email, settings).
 */
export interface SealedSession {
  userId: string
  token: SealedShare
  user: UserView
}
