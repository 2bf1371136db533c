import type { FrameState } from '../frame/FrameState.js'

/**
 * Where this device's shares are sealed with a passkey's key and the frame holds that key,
 * seals the session token with it too (the token of an older frame, or of an email or social
 * sign-in on a device whose shares a passkey sealed), so a copy of the storage holds neither.
 */
export async function sealSessionWithShares(state: FrameState): Promise<void> {
  const held = state.keyring.heldKey()
  const user = state.user
  if (!held || !user || held.userId !== user.id || !state.keyring.sealing().sealed || state.session.isSealed()) return
  await state.session.seal(held.key, user)
}
