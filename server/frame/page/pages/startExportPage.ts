import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../el.js'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import { BackendError } from '../backend/BackendError.js'
import { createBackendClient } from '../backend/createBackendClient.js'
import type { RecoveryMaterial } from '../../../api/embedded/readRecoveryMaterial.js'
import { rebuildFromRecovery } from '../custody/rebuildFromRecovery.js'
import catalogs from '../messages?all-catalogs'
import { prfSalt } from '../passkeys/prfSealing.js'
import type { ExportPage } from './export/ExportPage.js'
import { exportKeysScreen } from './export/exportKeysScreen.js'
import { closeWindowButton } from './export/closeWindowButton.js'
import { exportStepUpScreen } from './export/exportStepUpScreen.js'
import { failureText } from './failureText.js'
import { runButton } from './passkey/runButton.js'
import { runForm } from './runForm.js'
import { submitOnLastDigit } from './submitOnLastDigit.js'
import { withEmail } from './withEmail.js'

const field = (id: string, label: string, attributes: Record<string, string | boolean> = {}) => [el('label', { for: id }, label), el('input', { id, name: id, required: true, ...attributes })] as const
const stepUpRequired = (error: unknown) => error instanceof BackendError && error.code === 'step_up_required'

/**
 * The export ticket the page was opened with (`#ticket=` in its address, from the app's
 * signed-in session), taken out of the address bar and history at once; undefined without one.
 */
function takeTicket(): string | undefined {
  const ticket = new URLSearchParams(location.hash.slice(1)).get('ticket') ?? undefined
  if (location.hash) history.replaceState(null, '', `${location.pathname}${location.search}`)
  return ticket
}

/**
 * The key export page: a top-level page of the wallet's origin (never framed, no opener),
 * so the keys never enter the host's DOM. The app opens it with one press, with the ticket of
 * a signed-in session on an approved device. From there it goes on by itself wherever it can:
 * with the second factor on, the step-up right here (a passkey or an authenticator app's code,
 * made with the ticket); then a fresh code is mailed to the wallet's email without a press,
 * and goes on its sixth digit; each key is rebuilt from its auth and recovery shares (the
 * recovery password opens the latter when the user set one), checked against its address,
 * and shown only after Reveal; Hide wipes them, and Close ends the page. It speaks the modal's
 * language (the URL's `locale`).
 */
export function startExportPage(config: FramePageConfig): void {
  const i18n = createI18n(config.locale)
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const root = document.getElementById('airlock-frame')!
  const alert = el('p', { role: 'alert' })
  const screen = (heading: string, ...children: Node[]) => {
    const h1 = el('h1', { tabindex: '-1' }, heading)
    alert.textContent = ''
    root.replaceChildren(h1, ...children, alert)
    h1.focus()
  }
  const ticket = takeTicket()
  if (!ticket) return screen(t('frame.export.noTicket.title'), el('p', {}, t('frame.export.noTicket.text')), closeWindowButton({ t }))
  // The step-up the page made (second factor on): mailing the code checks it, the code spends it.
  let stepUp: string | undefined
  const backend = createBackendClient({ apiUrl: config.apiUrl, projectId: config.projectId, token: () => undefined, stepUp: () => stepUp })
  const withStepUp = async (then: () => Promise<void>) => {
    const page: ExportPage = { i18n, t, backend, ticket, alert, screen, salt: await prfSalt(config.projectId) }
    await exportStepUpScreen(page, async (token) => {
      stepUp = token
      await then()
    })
  }

  const rebuild = async (material: RecoveryMaterial[], password?: string) => {
    const keys = await rebuildFromRecovery(material, password)
    exportKeysScreen({ t, screen }, keys, new Map(material.map((m) => [m.namespace, m.address])))
  }

  const askPassword = (material: RecoveryMaterial[]) => {
    const form = el('form', {}, ...field('recovery-password', t('frame.password.label'), { type: 'password', autocomplete: 'current-password' }), el('button', { type: 'submit' }, t('frame.continue')))
    screen(t('frame.password.title'), form)
    runForm(form, alert, i18n, (data) => rebuild(material, String(data.get('recovery-password'))))
  }

  const verify = async (code: string): Promise<void> => {
    try {
      const { shares } = await backend.verifyExport(ticket, code)
      if (shares.some((s) => s.recovery.kind === 'password')) askPassword(shares)
      else await rebuild(shares)
    } catch (error) {
      // The step-up lapsed while the mail was read: confirm again, and the same code goes on.
      if (!stepUpRequired(error)) throw error
      await withStepUp(() => verify(code))
    }
  }

  const askCode = (email: string) => {
    const [label, input] = field('export-code', t('frame.export.code.label'), { inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '\\d{6}', dir: 'ltr' })
    const form = el('form', {}, label, input, el('button', { type: 'submit' }, t('frame.continue')))
    submitOnLastDigit(form, input)
    // Another code, with what is typed and this screen kept: a wait before it is said in the alert.
    const resent = el('p', { class: 'muted', role: 'status' })
    const resend = runButton({ alert, i18n }, t('frame.export.resend.button'), async () => {
      resent.textContent = ''
      await backend.startExport(ticket)
      resent.textContent = t('frame.export.resent')
    }, true)
    screen(t('frame.export.code.title'), el('p', {}, ...withEmail(email, (shown) => t('frame.export.code.text', { email: shown }))), form, el('div', { class: 'row' }, resend), resent)
    runForm(form, alert, i18n, (data) => verify(String(data.get('export-code')).trim()))
  }

  // Mails the code as the page opens (the app's press asked for it); with the second factor on,
  // the step-up comes first. A failure says why and offers the press that goes on.
  async function sendCode(): Promise<void> {
    screen(t('frame.export.start.title'), el('p', { class: 'muted' }, t('frame.export.start.text')), el('p', { class: 'muted', role: 'status' }, t('frame.export.sending')))
    try {
      askCode((await backend.startExport(ticket!)).email)
    } catch (error) {
      if (stepUpRequired(error)) return withStepUp(sendCode).catch(failed)
      failed(error)
    }
  }
  function failed(error: unknown) {
    // A lost session is over here: the way on is the app. Anything else may go on with a press.
    const over = error instanceof BackendError && error.code === 'session_expired'
    const retry = el('button', { type: 'button' }, t('frame.export.retry.button'))
    retry.addEventListener('click', () => void sendCode())
    screen(t('frame.export.start.title'), el('p', { class: 'muted' }, t('frame.export.start.text')), over ? closeWindowButton({ t }) : el('div', { class: 'row' }, retry))
    alert.textContent = failureText(error, i18n)
  }
  void sendCode()
}
