import { renderSVG } from 'uqr'
import { el } from '../../el.js'
import { BackendError } from '../../backend/BackendError.js'
import { runForm } from '../runForm.js'
import { submitOnLastDigit } from '../submitOnLastDigit.js'
import { finishedScreen } from './finishedScreen.js'
import type { PasskeyPage } from './PasskeyPage.js'
import { runButton } from './runButton.js'
import { verifyScreen } from './verifyScreen.js'

/**
 * Sets up an authenticator app (TOTP) as the second factor's fallback: the setup key as a QR
 * code and as text, shown only on the wallet's origin, then its first code to confirm it.
 * With the second factor on it needs a step-up for `second_factor` first.
 */
export function totpScreen(page: PasskeyPage): void {
  const { t, app } = page
  const show = async () => {
    const { secret, uri } = await app.state.backend.totpSetup()
    const svg = renderSVG(uri, { ecc: 'M', border: 3, pixelSize: 6, whiteColor: '#fff', blackColor: '#000' })
    const input = el('input', { id: 'totp-code', name: 'totp-code', inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '\\d{6}', required: true, dir: 'ltr' })
    const form = el('form', {}, el('label', { for: 'totp-code' }, t('frame.passkey.totp.code')), input, el('button', { type: 'submit' }, t('frame.continue')))
    submitOnLastDigit(form, input)
    runForm(form, page.alert, page.i18n, async (data) => {
      await app.state.backend.totpConfirm(String(data.get('totp-code')).trim())
      page.tell({ type: 'changed' })
      finishedScreen(page, t('frame.passkey.totp.done.title'), undefined, t('frame.passkey.totp.done.text'))
    })
    page.screen(
      t('frame.passkey.totp.title'),
      el('p', { class: 'muted' }, t('frame.passkey.totp.scan')),
      el('img', { src: `data:image/svg+xml;base64,${btoa(svg)}`, alt: t('frame.passkey.totp.qr'), width: '160', height: '160' }),
      el('label', { for: 'totp-secret' }, t('frame.passkey.totp.secret')),
      el('output', { id: 'totp-secret', dir: 'ltr' }, secret.replace(/(.{4})/g, '$1 ').trim()),
      form,
    )
  }
  const start = runButton(page, t('frame.passkey.totp.start'), async () => {
    try {
      await show()
    } catch (error) {
      if (!(error instanceof BackendError) || error.code !== 'step_up_required') throw error
      await verifyScreen(page, 'second_factor', undefined, async ({ stepUp, expiresAt }) => {
        app.state.stepUps.hold('second_factor', undefined, stepUp, expiresAt)
        await show()
      })
    }
  })
  page.screen(t('frame.passkey.totp.title'), el('p', { class: 'muted' }, t('frame.passkey.totp.text')), start)
}
