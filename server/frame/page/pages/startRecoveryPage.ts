import { MIN_RECOVERY_PASSWORD_LENGTH } from '../../custody/sealWithPassword.js'
import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../../../walletDemo/page/el.js'
import { checkAncestors } from '../checkAncestors.js'
import { createFrameApp } from '../frame/createFrameApp.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import { openFrameStore } from '../openFrameStore.js'
import { runForm } from './runForm.js'

const passwordField = (id: string, label: string, autocomplete: string) => [
  el('label', { for: id }, label),
  el('input', { id, name: id, type: 'password', autocomplete, required: true, minlength: String(MIN_RECOVERY_PASSWORD_LENGTH) }),
]

/**
 * The recovery page, shown by the modal in a visible frame of the wallet's origin (so the
 * host page can neither read what is typed nor see the keys): it sets or changes the user's
 * recovery password, or, on a new device of a user who has one, takes it to unlock the
 * wallet. It shares the hidden frame's storage, which notices the change.
 */
export function startRecoveryPage(config: FramePageConfig): void {
  const root = document.getElementById('airlock-frame')!
  const alert = el('p', { role: 'alert' })
  const say = (heading: string, text: string) => root.replaceChildren(el('h1', { tabindex: '-1' }, heading), el('p', {}, text))
  const parent = config.parentOrigin ?? ''
  if (config.error || window.parent === window || !checkAncestors(parent, location.ancestorOrigins ? [...location.ancestorOrigins] : undefined, config.ancestors).allowed) {
    return say('Invalid App Configuration', 'This page can only be opened from an app allowed to use this wallet.')
  }
  const app = createFrameApp({ apiUrl: config.apiUrl, projectId: config.projectId, store: openFrameStore().store, notify: () => {} })
  root.replaceChildren(el('p', { class: 'muted' }, 'Loading…'))
  app.restore().then(
    (signedIn) => {
      if (!signedIn) return say('Sign in first', 'Sign in to your wallet in the app, then come back here.')
      const { keyring, user } = app.state
      if (app.state.needsRecoveryPassword) {
        const form = el('form', {}, ...passwordField('recovery-password', 'Recovery password', 'current-password'), el('button', { type: 'submit' }, 'Unlock wallet'))
        root.replaceChildren(el('h1', {}, 'Enter your recovery password'), el('p', { class: 'muted' }, 'Your wallet is protected by a password only you know. Enter it to use your wallet on this device.'), form, alert)
        runForm(form, alert, async (data) => {
          await keyring.recover(await app.state.recoveryPublicKey(), String(data.get('recovery-password')))
          say('Wallet unlocked', 'Your wallet is ready on this device. You can close this.')
        })
        return
      }
      const changing = user!.recoveryMode === 'password'
      const form = el(
        'form',
        {},
        ...passwordField('new-password', changing ? 'New recovery password' : 'Recovery password', 'new-password'),
        ...passwordField('confirm-password', 'Repeat the password', 'new-password'),
        el('button', { type: 'submit' }, changing ? 'Change password' : 'Set password'),
      )
      root.replaceChildren(
        el('h1', {}, changing ? 'Change your recovery password' : 'Set a recovery password'),
        el('p', { class: 'muted' }, `With a recovery password, nobody else, not even the wallet’s operator, can recover your wallet. Without the password you cannot either on a new device: keep it safe. At least ${MIN_RECOVERY_PASSWORD_LENGTH} characters.`),
        form,
        alert,
      )
      runForm(form, alert, async (data) => {
        const password = String(data.get('new-password'))
        if (password !== data.get('confirm-password')) throw new FrameFailure('invalid_input', 'The passwords do not match', { field: 'confirm-password' })
        if (password.length < MIN_RECOVERY_PASSWORD_LENGTH) throw new FrameFailure('invalid_input', `Use at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters`, { field: 'new-password' })
        await keyring.setRecoveryPassword(password)
        say('Recovery password set', 'From now on your wallet can be recovered on a new device only with this password.')
      })
    },
    () => say('Something went wrong', 'The wallet service cannot be reached. Try again later.'),
  )
}
