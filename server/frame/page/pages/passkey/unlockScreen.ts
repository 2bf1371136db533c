import { prfSealingKey } from '../../passkeys/prfSealing.js'
import { assertPasskey } from '../../passkeys/runCeremony.js'
import { el } from '../../el.js'
import { FrameFailure } from '../../frame/FrameFailure.js'
import { finishedScreen } from './finishedScreen.js'
import type { PasskeyPage } from './PasskeyPage.js'
import { runButton } from './runButton.js'

/**
 * Unlocks this device's passkey-sealed key share (and the session token sealed with it) after
 * a reload: an assertion read here only for its PRF output (nothing is sent), whose key opens
 * the share; the hidden frame gets the key and signs again. `then`: what this page goes on to
 * once unlocked itself (a step-up, the recovery page), instead of saying it is done.
 */
export function unlockScreen(page: PasskeyPage, then?: () => Promise<void> | void): void {
  const { t, app } = page
  const unlock = runButton(page, t('frame.passkey.unlock.button'), async () => {
    const { passkeyRpId } = await app.state.backend.config()
    const challenge = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const { prf } = await assertPasskey({ challenge, rpId: passkeyRpId, userVerification: 'required', timeout: 120_000 }, page.salt)
    const user = app.state.user!
    const key = prf && (await prfSealingKey(prf))
    if (!key || !(await app.state.keyring.unlock(user.id, key))) throw new FrameFailure('passkey_refused', 'This passkey does not unlock this device')
    if (app.state.session.isLocked() && !(await app.state.session.open(key))) throw new FrameFailure('passkey_refused', 'This passkey does not unlock this device')
    page.tell({ type: 'unlock', userId: user.id, key })
    if (!then) return finishedScreen(page, t('frame.passkey.unlocked.title'))
    await app.restore()
    await then()
  })
  page.screen(t('frame.passkey.unlock.title'), el('p', { class: 'muted' }, t('frame.passkey.unlock.text')), unlock)
}
