import { el } from '../../el.js'
import { BackendError } from '../../backend/BackendError.js'
import { prfSealingKey } from '../../passkeys/prfSealing.js'
import { createPasskey, readPrf } from '../../passkeys/runCeremony.js'
import { runForm } from '../runForm.js'
import { finishedScreen } from './finishedScreen.js'
import type { PasskeyPage } from './PasskeyPage.js'
import { verifyScreen } from './verifyScreen.js'

/**
 * Adds a passkey to the signed-in wallet (email, social, Farcaster or passkey), with an
 * optional name. With the second factor on, a step-up for `add_login` comes first. Where the
 * new passkey gives PRF, this device's key share is sealed with it from then on.
 */
export function addScreen(page: PasskeyPage): void {
  const { t, app } = page
  const add = async (name: string) => {
    const { options } = await app.state.backend.passkeyRegisterBegin()
    const created = await createPasskey(options, page.salt)
    const enabled = (created.response.clientExtensionResults as { prf?: { enabled?: boolean } }).prf?.enabled === true
    await app.state.backend.passkeyRegisterFinish(created.response, name || undefined)
    const prf = created.prf ?? (enabled ? await readPrf(created.response.id, options.rp.id ?? location.hostname, page.salt) : undefined)
    // The hidden frame seals this device's shares with the new passkey's key from now on.
    if (prf) page.tell({ type: 'seal', userId: app.state.user!.id, key: await prfSealingKey(prf) })
    page.tell({ type: 'changed' })
    finishedScreen(page, t('frame.passkey.added.title'), Boolean(prf))
  }
  const form = el(
    'form',
    {},
    el('label', { for: 'passkey-name' }, t('frame.passkey.add.name')),
    el('input', { id: 'passkey-name', name: 'passkey-name', maxlength: '64', autocomplete: 'off' }),
    el('button', { type: 'submit' }, t('frame.passkey.add.button')),
  )
  runForm(form, page.alert, page.i18n, async (data) => {
    const name = String(data.get('passkey-name') ?? '').trim()
    try {
      await add(name)
    } catch (error) {
      if (!(error instanceof BackendError) || error.code !== 'step_up_required') throw error
      // The second factor is on: confirm first, then the same passkey is made.
      await verifyScreen(page, 'add_login', undefined, async ({ stepUp, expiresAt }) => {
        app.state.stepUps.hold('add_login', undefined, stepUp, expiresAt)
        await add(name)
      })
    }
  })
  page.screen(t('frame.passkey.add.title'), el('p', { class: 'muted' }, t('frame.passkey.add.text')), form)
}
