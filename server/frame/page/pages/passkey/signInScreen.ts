import { el } from '../../../../walletDemo/page/el.js'
import { openWallet } from '../../frame/openWallet.js'
import type { PasskeySignIn } from '../../../../api/embedded/passkeys/openPasskeySession.js'
import type { OverlayStore } from '../../passkeys/createOverlayStore.js'
import { prfSealingKey } from '../../passkeys/prfSealing.js'
import { assertPasskey, createPasskey, readPrf } from '../../passkeys/runCeremony.js'
import { finishedScreen } from './finishedScreen.js'
import type { PasskeyPage } from './PasskeyPage.js'
import { runButton } from './runButton.js'

/**
 * "Continue with a passkey": sign in with a passkey this device, a phone or a security key
 * offers (discoverable, so nothing is typed), or create a new wallet that opens with one. The
 * wallet is opened here (the keys made, or rebuilt on a new device) with every write held in
 * `overlay`; once ready it is committed, and the hidden frame, which follows the session in
 * storage, tells the app. Where the passkey gives PRF, this device's key share is sealed with it.
 */
export function signInScreen(page: PasskeyPage, overlay: OverlayStore): void {
  const { t, app } = page
  const deviceId = app.state.storage.deviceId()

  const open = async (signedIn: PasskeySignIn, prf: Uint8Array | undefined, heading: string) => {
    app.state.storage.setToken(signedIn.token)
    const key = prf && (await prfSealingKey(prf))
    if (key) await app.state.keyring.unlock(signedIn.user.id, key)
    await openWallet(app.state, signedIn.user)
    // A device that already had a share of its own gets it sealed now.
    if (key && !app.state.keyring.sealing().sealed) await app.state.keyring.sealWith(key)
    overlay.commit()
    if (key) page.tell({ type: 'unlock', userId: signedIn.user.id, key })
    finishedScreen(page, heading, Boolean(key))
  }

  const signIn = runButton(page, t('frame.passkey.signIn.button'), async () => {
    const { options } = await app.state.backend.passkeySignInBegin(deviceId)
    const { response, prf } = await assertPasskey(options, page.salt)
    await open(await app.state.backend.passkeySignInFinish(deviceId, response), prf, t('frame.passkey.signedIn.title'))
  })
  const signUp = runButton(
    page,
    t('frame.passkey.signUp.button'),
    async () => {
      const { options } = await app.state.backend.passkeySignUpBegin(deviceId)
      const created = await createPasskey(options, page.salt)
      const enabled = (created.response.clientExtensionResults as { prf?: { enabled?: boolean } }).prf?.enabled === true
      const prf = created.prf ?? (enabled ? await readPrf(created.response.id, options.rp.id ?? location.hostname, page.salt) : undefined)
      await open(await app.state.backend.passkeySignUpFinish(deviceId, created.response), prf, t('frame.passkey.created.title'))
    },
    true,
  )
  page.screen(t('frame.passkey.signIn.title'), el('p', { class: 'muted' }, t('frame.passkey.signIn.text')), el('div', { class: 'row' }, signIn, signUp))
}
