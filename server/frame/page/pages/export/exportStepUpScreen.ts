import { el } from '../../el.js'
import { assertPasskey } from '../../passkeys/runCeremony.js'
import { runButton } from '../passkey/runButton.js'
import { runForm } from '../runForm.js'
import { submitOnLastDigit } from '../submitOnLastDigit.js'
import type { ExportPage } from './ExportPage.js'

/**
 * The export page's step-up, when the second factor is on: right here, on the page the
 * person is already looking at, with a passkey (the page's own button) or an authenticator
 * app's code (sent on its sixth digit). It is made with the page's ticket, for key export and
 * this ticket only; `done` gets the token, which the page's next calls carry.
 */
export async function exportStepUpScreen(page: ExportPage, done: (stepUp: string) => Promise<void>): Promise<void> {
  const { t, backend, ticket } = page
  const first = await backend.exportStepUpBegin(ticket)
  let options = first.options
  const children: Node[] = [el('p', { class: 'muted' }, t('frame.passkey.verify.export_key'))]
  if (first.methods.passkey) {
    children.push(
      runButton(page, t('frame.passkey.verify.button'), async () => {
        // A challenge serves one answer: a press after a cancelled or failed one asks for a new one.
        const asked = options ?? (await backend.exportStepUpBegin(ticket)).options!
        options = null
        const { response } = await assertPasskey(asked, page.salt)
        await done((await backend.exportStepUpFinish(ticket, { response })).stepUp)
      }),
    )
  }
  if (first.methods.totp) {
    const input = el('input', { id: 'step-up-code', name: 'step-up-code', inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '\\d{6}', required: true, dir: 'ltr' })
    const form = el(
      'form',
      {},
      el('label', { for: 'step-up-code' }, t('frame.passkey.verify.code.label')),
      input,
      el('button', { type: 'submit', ...(first.methods.passkey && { class: 'secondary' }) }, t('frame.passkey.verify.code.button')),
    )
    submitOnLastDigit(form, input)
    runForm(form, page.alert, page.i18n, async (data) => done((await backend.exportStepUpFinish(ticket, { totp: String(data.get('step-up-code')).trim() })).stepUp))
    children.push(form)
  }
  page.screen(t('frame.passkey.verify.title'), ...children)
}
