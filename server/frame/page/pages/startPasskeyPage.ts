import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../el.js'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import { checkAncestors } from '../checkAncestors.js'
import { createFrameApp } from '../frame/createFrameApp.js'
import catalogs from '../messages?all-catalogs'
import { openPageStore } from '../openFrameStore.js'
import { addScreen } from './passkey/addScreen.js'
import { finishedScreen } from './passkey/finishedScreen.js'
import { createPasskeyPage } from './passkey/createPasskeyPage.js'
import { signInScreen } from './passkey/signInScreen.js'
import { totpScreen } from './passkey/totpScreen.js'
import { unlockScreen } from './passkey/unlockScreen.js'
import { unlockFromFrame } from '../session/unlockFromFrame.js'
import { verifyScreen } from './passkey/verifyScreen.js'
import { failureText } from './failureText.js'
import { reportHeight } from './passkey/reportHeight.js'

/**
 * The passkey page, shown by the modal in a visible frame of the wallet's origin, which the
 * passkeys belong to: every WebAuthn ceremony runs here, on a press of the page's own button,
 * so the host page never sees an assertion, a PRF output, a TOTP secret or a step-up token.
 * Its `mode` is the ceremony: `signin` (sign in or up), `add` (a passkey for the signed-in
 * wallet), `verify` (a step-up for `action`), `unlock` (this device's sealed share) or
 * `totp` (an authenticator app). What it made reaches the hidden frame beside it, which holds
 * the wallet, through a same-origin channel (a session, a step-up, a key), and the frame tells the app.
 */
export function startPasskeyPage(config: FramePageConfig): void {
  const i18n = createI18n(config.locale)
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const root = document.getElementById('airlock-frame')!
  const say = (heading: string, text: string) => root.replaceChildren(el('h1', { tabindex: '-1' }, heading), el('p', {}, text))
  const parent = config.parentOrigin ?? ''
  const mode = config.passkey?.mode
  if (!mode || config.error || window.parent === window || !checkAncestors(parent, location.ancestorOrigins ? [...location.ancestorOrigins] : undefined, config.ancestors).allowed) {
    return say(t('frame.recovery.invalidApp.title'), t('frame.recovery.invalidApp.text'))
  }
  const alert = el('p', { role: 'alert' })
  reportHeight(parent, root)

  root.replaceChildren(el('p', { class: 'muted' }, t('frame.recovery.loading')))
  void openPageStore(config.projectId).then(async (store) => {
    const app = createFrameApp({ apiUrl: config.apiUrl, projectId: config.projectId, parentOrigin: parent, store, notify: () => {} })
    const page = await createPasskeyPage(config, i18n, t, app, root, alert)
    if (mode === 'signin') return signInScreen(page)
    if (!(await app.restore())) return say(t('frame.recovery.signInFirst.title'), t('frame.recovery.signInFirst.text'))
    if (mode === 'unlock') return unlockScreen(page)
    const run = async () => {
      if (mode === 'add') return addScreen(page)
      if (mode === 'totp') return totpScreen(page)
      const { action, subject } = config.passkey!
      await verifyScreen(page, action!, subject, ({ stepUp, expiresAt }) => {
        page.tell({ type: 'step_up', action: action!, ...(subject && { subject }), stepUp, expiresAt })
        finishedScreen(page, t('frame.passkey.verified.title'))
      })
    }
    // A session sealed with this device's passkey key opens with the key the hidden frame holds, else with the passkey first.
    if (app.state.session.isLocked() && !(await unlockFromFrame(app, config.projectId))) return unlockScreen(page, run)
    await run()
  }).catch((error: unknown) => say(t('frame.recovery.unreachable.title'), failureText(error, i18n)))
}
