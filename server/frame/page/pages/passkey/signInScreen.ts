import { el } from '../../el.js'
import type { PasskeySignIn } from '../../../../api/embedded/passkeys/openPasskeySession.js'
import { prfSealingKey } from '../../passkeys/prfSealing.js'
import { assertPasskey, createPasskey, readPrf } from '../../passkeys/runCeremony.js'
import { finishedScreen } from './finishedScreen.js'
import type { PasskeyPage } from './PasskeyPage.js'
import { runButton } from './runButton.js'

/**
 * "Continue with a passkey": sign in with a passkey this device, a phone or a security key
 * offers (discoverable, so nothing is typed), or create a new wallet that opens with one. The
 * session goes to the hidden frame beside this page, which opens the wallet (makes the keys,
 * or rebuilds them on a new device) and tells the app. Where the passkey gives PRF, the key
 * derived from it goes along, and this device's key share is sealed with it.
 */
export function signInScreen(page: PasskeyPage): void {
  const { t, app } = page
  const deviceId = app.state.storage.deviceId()

  const hand = async (signedIn: PasskeySignIn, prf: Uint8Array | undefined, heading: string) => {
    const key = prf && (await prfSealingKey(prf))
    page.tell({ type: 'signed_in', token: signedIn.token, userId: signedIn.user.id, ...(key && { key }) })
    finishedScreen(page, heading, Boolean(key))
  }

  const signIn = runButton(page, t('frame.passkey.signIn.button'), async () => {
    const { options } = await app.state.backend.passkeySignInBegin(deviceId)
    const { response, prf } = await assertPasskey(options, page.salt)
    await hand(await app.state.backend.passkeySignInFinish(deviceId, response), prf, t('frame.passkey.signedIn.title'))
  })
  const signUp = runButton(
    page,
    t('frame.passkey.signUp.button'),
    async () => {
      const { options } = await app.state.backend.passkeySignUpBegin(deviceId)
      const created = await createPasskey(options, page.salt)
      const enabled = (created.response.clientExtensionResults as { prf?: { enabled?: boolean } }).prf?.enabled === true
      const prf = created.prf ?? (enabled ? await readPrf(created.response.id, options.rp.id ?? location.hostname, page.salt) : undefined)
      await hand(await app.state.backend.passkeySignUpFinish(deviceId, created.response), prf, t('frame.passkey.created.title'))
    },
    true,
  )
  page.screen(t('frame.passkey.signIn.title'), el('p', { class: 'muted' }, t('frame.passkey.signIn.text')), el('div', { class: 'row' }, signIn, signUp))
}
