import type { UserView } from '../../../api/embedded/readUserView.js'
import { BackendError } from '../backend/BackendError.js'
import type { FrameState } from './FrameState.js'
import { keepUser } from './keepUser.js'
import { sealSessionWithShares } from '../session/sealSessionWithShares.js'

/**
 * Makes the signed-in user's keys usable on this device: a new user's keys are made here;
 * a device with its own share just loads the auth shares; a device without one recovers
 * (automatically, or, under a recovery password, once the recovery page has it). Where the
 * shares are sealed with a passkey's key the frame holds, the session token is sealed too.
 * A new user whose wallet another page of the wallet made meanwhile (the same email signed
 * in at the same time in another window, or on another site, whose frame keeps storage of its
 * own) opens that wallet, as any device of theirs does, rather than ending on the refusal.
 * @returns whether signing waits for the user's recovery password.
 */
export async function openWallet(state: FrameState, user: UserView): Promise<boolean> {
  keepUser(state, user)
  state.needsRecoveryPassword = false
  if (user.accounts.length === 0) {
    try {
      await state.keyring.create(user.id, await state.recoveryPublicKey())
    } catch (error) {
      // `POST wallet` answers 409 only when the user already has one: read them again and open it.
      const now = error instanceof BackendError && error.status === 409 ? await state.backend.me() : undefined
      if (!now?.accounts.length) throw error
      return openWallet(state, now)
    }
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
