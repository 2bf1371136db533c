import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { bytesToHex } from 'viem'
import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../el.js'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import { createBackendClient } from '../backend/createBackendClient.js'
import type { RecoveryMaterial } from '../../../api/embedded/readRecoveryMaterial.js'
import { rebuildFromRecovery } from '../custody/rebuildFromRecovery.js'
import catalogs from '../messages?all-catalogs'
import { runForm } from './runForm.js'

const field = (id: string, label: string, attributes: Record<string, string | boolean> = {}) => [el('label', { for: id }, label), el('input', { id, name: id, required: true, ...attributes })]

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
 * so the keys never enter the host's DOM. It needs the ticket of a signed-in session on an
 * approved device (the app opens it with one), then a fresh code sent to the wallet's email;
 * it rebuilds each key from its auth and recovery shares (the recovery password opens the
 * latter when the user set one), checks it against its address, and shows it only when the
 * person presses Reveal; Hide wipes it. It speaks the modal's language (the URL's `locale`).
 */
export function startExportPage(config: FramePageConfig): void {
  const i18n = createI18n(config.locale)
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const root = document.getElementById('airlock-frame')!
  const alert = el('p', { role: 'alert' })
  const backend = createBackendClient({ apiUrl: config.apiUrl, projectId: config.projectId, token: () => undefined })
  const screen = (heading: string, ...children: Node[]) => {
    const h1 = el('h1', { tabindex: '-1' }, heading)
    root.replaceChildren(h1, ...children, alert)
    h1.focus()
  }

  const reveal = (keys: Map<string, Uint8Array>, addresses: Map<string, string>) => {
    const evm = keys.get('eip155')!
    const seed = keys.get('solana')!
    const solanaSecret = new Uint8Array([...seed, ...ed25519.getPublicKey(seed)])
    const shown = el('div', { hidden: true },
      el('p', {}, t('frame.export.evm.account', { address: addresses.get('eip155') })), el('label', { for: 'evm-key' }, t('frame.export.evm.key')), el('output', { id: 'evm-key', dir: 'ltr' }, bytesToHex(evm)),
      el('p', {}, t('frame.export.solana.account', { address: addresses.get('solana') })), el('label', { for: 'solana-key' }, t('frame.export.solana.key')), el('output', { id: 'solana-key', dir: 'ltr' }, bs58.encode(solanaSecret)))
    solanaSecret.fill(0)
    const hide = () => {
      for (const key of keys.values()) key.fill(0)
      shown.remove()
      screen(t('frame.export.hidden.title'), el('p', {}, t('frame.export.hidden.text')))
    }
    screen(t('frame.export.keys.title'), el('p', {}, t('frame.export.keys.warning')),
      el('div', { class: 'row' }, el('button', { type: 'button', onclick: () => { shown.hidden = false } }, t('frame.export.reveal.button')), el('button', { type: 'button', class: 'secondary', onclick: hide }, t('frame.export.hide.button'))),
      shown)
  }

  const rebuild = async (material: RecoveryMaterial[], password?: string) => {
    const keys = await rebuildFromRecovery(material, password)
    reveal(keys, new Map(material.map((m) => [m.namespace, m.address])))
  }

  const askPassword = (material: RecoveryMaterial[]) => {
    const form = el('form', {}, ...field('recovery-password', t('frame.password.label'), { type: 'password', autocomplete: 'current-password' }), el('button', { type: 'submit' }, t('frame.continue')))
    screen(t('frame.password.title'), form)
    runForm(form, alert, i18n, (data) => rebuild(material, String(data.get('recovery-password'))))
  }

  const askCode = (ticket: string, email: string) => {
    const form = el('form', {}, ...field('export-code', t('frame.export.code.label'), { inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '\\d{6}' }), el('button', { type: 'submit' }, t('frame.continue')))
    screen(t('frame.export.code.title'), el('p', {}, t('frame.export.code.text', { email })), form)
    runForm(form, alert, i18n, async (data) => {
      const { shares } = await backend.verifyExport(ticket, String(data.get('export-code')).trim())
      if (shares.some((s) => s.recovery.kind === 'password')) askPassword(shares)
      else await rebuild(shares)
    })
  }

  const ticket = takeTicket()
  if (!ticket) {
    screen(t('frame.export.noTicket.title'), el('p', {}, t('frame.export.noTicket.text')))
    return
  }
  const form = el('form', {}, el('button', { type: 'submit' }, t('frame.export.send.button')))
  screen(t('frame.export.start.title'), el('p', { class: 'muted' }, t('frame.export.start.text')), form)
  runForm(form, alert, i18n, async () => {
    const { email } = await backend.startExport(ticket)
    askCode(ticket, email)
  })
}
