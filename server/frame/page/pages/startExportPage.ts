import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { bytesToHex } from 'viem'
import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../../../walletDemo/page/el.js'
import { createBackendClient } from '../backend/createBackendClient.js'
import type { RecoveryMaterial } from '../../../api/embedded/readRecoveryMaterial.js'
import { rebuildFromRecovery } from '../custody/rebuildFromRecovery.js'
import { runForm } from './runForm.js'

const field = (id: string, label: string, attributes: Record<string, string | boolean> = {}) => [el('label', { for: id }, label), el('input', { id, name: id, required: true, ...attributes })]

/**
 * The key export page: a top-level page of the wallet's origin (never framed, no opener),
 * so the keys never enter the host's DOM. It asks for a fresh code sent to the wallet's
 * email, rebuilds each key from its auth and recovery shares (the recovery password opens
 * the latter when the user set one), checks it against its address, and shows it only when
 * the person presses Reveal; Hide wipes it.
 */
export function startExportPage(config: FramePageConfig): void {
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
      el('p', {}, `EVM account ${addresses.get('eip155')}`), el('label', { for: 'evm-key' }, 'EVM private key'), el('output', { id: 'evm-key' }, bytesToHex(evm)),
      el('p', {}, `Solana account ${addresses.get('solana')}`), el('label', { for: 'solana-key' }, 'Solana secret key'), el('output', { id: 'solana-key' }, bs58.encode(solanaSecret)))
    solanaSecret.fill(0)
    const hide = () => {
      for (const key of keys.values()) key.fill(0)
      shown.remove()
      screen('Keys hidden', el('p', {}, 'Your keys are no longer on this page. Close it when you are done.'))
    }
    screen('Your private keys', el('p', {}, 'Anyone with these keys controls your funds. Never share them, and never paste them into a website.'),
      el('div', { class: 'row' }, el('button', { type: 'button', onclick: () => { shown.hidden = false } }, 'Reveal private keys'), el('button', { type: 'button', class: 'secondary', onclick: hide }, 'Hide keys')),
      shown)
  }

  const rebuild = async (material: RecoveryMaterial[], password?: string) => {
    const keys = await rebuildFromRecovery(material, password)
    reveal(keys, new Map(material.map((m) => [m.namespace, m.address])))
  }

  const askPassword = (material: RecoveryMaterial[]) => {
    const form = el('form', {}, ...field('recovery-password', 'Recovery password', { type: 'password', autocomplete: 'current-password' }), el('button', { type: 'submit' }, 'Continue'))
    screen('Enter your recovery password', form)
    runForm(form, alert, (data) => rebuild(material, String(data.get('recovery-password'))))
  }

  const askCode = (email: string) => {
    const form = el('form', {}, ...field('export-code', 'Export code', { inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '\\d{6}' }), el('button', { type: 'submit' }, 'Continue'))
    screen('Check your email', el('p', {}, `We sent a code to ${email}. It expires in 10 minutes.`), form)
    runForm(form, alert, async (data) => {
      const { shares } = await backend.verifyExport(email, String(data.get('export-code')).trim())
      if (shares.some((s) => s.recovery.kind === 'password')) askPassword(shares)
      else await rebuild(shares)
    })
  }

  const form = el('form', {}, ...field('export-email', 'Email', { type: 'email', autocomplete: 'email' }), el('button', { type: 'submit' }, 'Send code'))
  screen('Export your wallet keys', el('p', { class: 'muted' }, 'To reveal your private keys, confirm it is you with a fresh code sent to your wallet’s email.'), form)
  runForm(form, alert, async (data) => {
    const email = String(data.get('export-email')).trim().toLowerCase()
    await backend.startExport(email)
    askCode(email)
  })
}
