import type { UserView } from '../../../api/embedded/readUserView.js'
import type { FrameState } from './FrameState.js'
import { keepUser } from './keepUser.js'
import { sealSessionWithShares } from '../session/sealSessionWithShares.js'

/**
 * Makes the signed-in user's keys usable on this device: a new user's keys are made here;
 * a device with its own share just loads the auth shares; a device without one recovers
 * (automatically, or, under a recovery password, once the recovery page has it). Where the
 * shares are sealed with a passkey's key the frame holds, the session token is sealed too.
 * @returns whether signing waits for the user's recovery password.
 */
export async function openWallet(state: FrameState, user: UserView): Promise<boolean> {
  keepUser(state, user)
  state.needsRecoveryPassword = false
  if (user.accounts.length === 0) {
    await state.keyring.create(user.id, await state.recoveryPublicKey())
    keepUser(state, await state.backend.me())
    await sealSessionWithShares(state)
    return false
  }
  if (await state.keyring.load(user.id)) {
    await sealSessionWithShares(state)
    return false
  }
  if (user.recoveryMode === 'automatic') {
    await state.keyring.recover(await state.recoveryPublicKey())
    await sealSessionWithShares(state)
    return false
  }
  state.needsRecoveryPassword = true
  return true
}
