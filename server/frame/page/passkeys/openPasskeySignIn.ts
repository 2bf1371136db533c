import type { createFrameApp } from '../frame/createFrameApp.js'
import { openWallet } from '../frame/openWallet.js'
import { sealSessionWithShares } from '../session/sealSessionWithShares.js'

/**
 * Opens the wallet of a passkey sign-in the passkey page made: keeps the session, takes the
 * passkey's key (when it gave PRF) before the keys are made or rebuilt, so this device's new
 * shares are sealed with it, seals a share this device already had, and seals the session
 * token with the same key.
 */
export async function openPasskeySignIn(app: ReturnType<typeof createFrameApp>, signedIn: { token: string; userId: string; key?: CryptoKey }): Promise<void> {
  const { state } = app
  state.session.keep(signedIn.token)
  state.keyring.clear()
  if (signedIn.key) await state.keyring.unlock(signedIn.userId, signedIn.key)
  await openWallet(state, await state.backend.me())
  if (signedIn.key && !state.keyring.sealing().sealed) await state.keyring.sealWith(signedIn.key)
  await sealSessionWithShares(state)
}
