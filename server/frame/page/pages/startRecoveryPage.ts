import { MIN_RECOVERY_PASSWORD_LENGTH } from '../../custody/sealWithPassword.js'
import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../el.js'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import { checkAncestors } from '../checkAncestors.js'
import { createFrameApp } from '../frame/createFrameApp.js'
import { BackendError } from '../backend/BackendError.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import catalogs from '../messages?all-catalogs'
import { openPageStore } from '../openFrameStore.js'
import { passkeyChannelName, type PasskeyChannelMessage } from '../passkeys/passkeyChannel.js'
import { runForm } from './runForm.js'
import { reportHeight } from './passkey/reportHeight.js'
import { createPasskeyPage } from './passkey/createPasskeyPage.js'
import { verifyScreen } from './passkey/verifyScreen.js'
import { unlockScreen } from './passkey/unlockScreen.js'
import { unlockFromFrame } from '../session/unlockFromFrame.js'

const passwordField = (id: string, label: string, autocomplete: string) => [
  el('label', { for: id }, label),
  el('input', { id, name: id, type: 'password', autocomplete, required: true, minlength: String(MIN_RECOVERY_PASSWORD_LENGTH) }),
]

/**
 * The recovery page, shown by the modal in a visible frame of the wallet's origin (so the
 * host page can neither read what is typed nor see the keys): it sets or changes the user's
 * recovery password, or, on a new device of a user who has one, takes it to unlock the
 * wallet. It shares the hidden frame's storage, which notices the change. It speaks the
 * modal's language (the URL's `locale`).
 */
export function startRecoveryPage(config: FramePageConfig): void {
  const i18n = createI18n(config.locale)
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const root = document.getElementById('airlock-frame')!
  const alert = el('p', { role: 'alert' })
  const say = (heading: string, text: string) => root.replaceChildren(el('h1', { tabindex: '-1' }, heading), el('p', {}, text))
  const parent = config.parentOrigin ?? ''
  if (config.error || window.parent === window || !checkAncestors(parent, location.ancestorOrigins ? [...location.ancestorOrigins] : undefined, config.ancestors).allowed) {
    return say(t('frame.recovery.invalidApp.title'), t('frame.recovery.invalidApp.text'))
  }
  reportHeight(parent, root)
  // The hidden frame beside this page hears that the recovery changed and tells the modal,
  // which offers the way on (Done) around this page.
  const changed = () => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(passkeyChannelName(config.projectId))
    channel.postMessage({ type: 'changed' } satisfies PasskeyChannelMessage)
    channel.close()
  }
  root.replaceChildren(el('p', { class: 'muted' }, t('frame.recovery.loading')))
  void openPageStore(config.projectId).then(async (store) => {
    const app = createFrameApp({ apiUrl: config.apiUrl, projectId: config.projectId, store, notify: () => {} })
    return { app, signedIn: await app.restore() }
  }).then(
    async ({ app, signedIn }) => {
      if (!signedIn) return say(t('frame.recovery.signInFirst.title'), t('frame.recovery.signInFirst.text'))
      // A session sealed with this device's passkey key opens with the key the hidden frame holds, else with the passkey first.
      if (app.state.session.isLocked() && !(await unlockFromFrame(app, config.projectId))) {
        return unlockScreen(await createPasskeyPage(config, i18n, t, app, root, alert), () => showRecovery(app))
      }
      showRecovery(app)
    },
    () => say(t('frame.recovery.unreachable.title'), t('frame.recovery.unreachable.text')),
  )

  function showRecovery(app: ReturnType<typeof createFrameApp>) {
    const { keyring, user } = app.state
    if (app.state.needsRecoveryPassword) {
      const form = el('form', {}, ...passwordField('recovery-password', t('frame.password.label'), 'current-password'), el('button', { type: 'submit' }, t('frame.recovery.unlock.button')))
      root.replaceChildren(el('h1', {}, t('frame.password.title')), el('p', { class: 'muted' }, t('frame.recovery.unlock.text')), form, alert)
      runForm(form, alert, i18n, async (data) => {
        const recover = async () => {
          await keyring.recover(await app.state.recoveryPublicKey(), String(data.get('recovery-password')))
          say(t('frame.recovery.unlocked.title'), t('frame.recovery.unlocked.text'))
          changed()
        }
        try {
          await recover()
        } catch (error) {
          if (!(error instanceof BackendError) || error.code !== 'step_up_required') throw error
          // With the second factor on, a new device rebuilds the keys after a step-up, on this same page.
          const page = await createPasskeyPage(config, i18n, t, app, root, alert)
          await verifyScreen(page, 'new_device', undefined, async ({ stepUp, expiresAt }) => {
            app.state.stepUps.hold('new_device', undefined, stepUp, expiresAt)
            await recover()
          })
        }
      })
      return
    }
    const changing = user!.recoveryMode === 'password'
    const form = el(
      'form',
      {},
      ...passwordField('new-password', changing ? t('frame.recovery.newPassword.label') : t('frame.password.label'), 'new-password'),
      ...passwordField('confirm-password', t('frame.recovery.repeat.label'), 'new-password'),
      el('button', { type: 'submit' }, changing ? t('frame.recovery.change.button') : t('frame.recovery.set.button')),
    )
    root.replaceChildren(
      el('h1', {}, changing ? t('frame.recovery.change.title') : t('frame.recovery.set.title')),
      el('p', { class: 'muted' }, t('frame.recovery.set.text', { min: MIN_RECOVERY_PASSWORD_LENGTH })),
      form,
      alert,
    )
    runForm(form, alert, i18n, async (data) => {
      const password = String(data.get('new-password'))
      if (password !== data.get('confirm-password')) throw new FrameFailure('invalid_input', 'The passwords do not match', { field: 'confirm-password' })
      if (password.length < MIN_RECOVERY_PASSWORD_LENGTH) throw new FrameFailure('invalid_input', `Use at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters`, { field: 'new-password' })
      const set = async () => {
        await keyring.setRecoveryPassword(password)
        say(t('frame.recovery.done.title'), t('frame.recovery.done.text'))
        changed()
      }
      if (!user!.secondFactor) return set()
      // With the second factor on, a step-up for this change comes first, on this same page.
      const page = await createPasskeyPage(config, i18n, t, app, root, alert)
      await verifyScreen(page, 'recovery_password', undefined, async ({ stepUp, expiresAt }) => {
        app.state.stepUps.hold('recovery_password', undefined, stepUp, expiresAt)
        await set()
      })
    })
  }
}
