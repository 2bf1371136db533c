import type { StepUpAction } from '../../../../../adapters/embedded/protocol/stepUpActions.js'
import { el } from '../../el.js'
import { prfSealingKey } from '../../passkeys/prfSealing.js'
import { assertPasskey } from '../../passkeys/runCeremony.js'
import { runForm } from '../runForm.js'
import { submitOnLastDigit } from '../submitOnLastDigit.js'
import type { PasskeyPage } from './PasskeyPage.js'
import { runButton } from './runButton.js'

/**
 * A step-up: a fresh assertion by one of the user's passkeys, or a code from their
 * authenticator app, made for `action` (and `subject`) and checked by the API, which answers
 * a token for that action only. `done` gets it; the assertion also unlocks this device's
 * passkey-sealed share, when it is.
 */
export async function verifyScreen(page: PasskeyPage, action: StepUpAction, subject: string | undefined, done: (stepUp: { stepUp: string; expiresAt: number }) => Promise<void> | void): Promise<void> {
  const { t, app } = page
  const { passkeys, secondFactor } = await app.state.backend.security()
  const children: Node[] = [el('p', { class: 'muted' }, t(`frame.passkey.verify.${action}`))]
  if (passkeys.length) {
    children.push(
      runButton(page, t('frame.passkey.verify.button'), async () => {
        const { options } = await app.state.backend.stepUpBegin(action, subject)
        const { response, prf } = await assertPasskey(options!, page.salt)
        const granted = await app.state.backend.stepUpFinish(action, { response }, subject)
        const user = app.state.user
        if (prf && user && app.state.keyring.sealing().locked) {
          const key = await prfSealingKey(prf)
          if (await app.state.keyring.unlock(user.id, key)) page.tell({ type: 'unlock', userId: user.id, key })
        }
        await done(granted)
      }),
    )
  }
  if (secondFactor.totp) {
    const input = el('input', { id: 'step-up-code', name: 'step-up-code', inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '\\d{6}', required: true, dir: 'ltr' })
    const form = el(
      'form',
      {},
      el('label', { for: 'step-up-code' }, t('frame.passkey.verify.code.label')),
      input,
      el('button', { type: 'submit', ...(passkeys.length && { class: 'secondary' }) }, t('frame.passkey.verify.code.button')),
    )
    submitOnLastDigit(form, input)
    runForm(form, page.alert, page.i18n, async (data) => done(await app.state.backend.stepUpFinish(action, { totp: String(data.get('step-up-code')).trim() }, subject)))
    children.push(form)
  }
  page.screen(t('frame.passkey.verify.title'), ...children)
}
