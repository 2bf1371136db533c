import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { bytesToHex } from 'viem'
import { el } from '../../el.js'
import { closeWindowButton } from './closeWindowButton.js'
import type { ExportPage } from './ExportPage.js'

/**
 * The keys, rebuilt and checked: a warning and Reveal first; once revealed, the EVM private
 * key (hex) and the Solana secret key (base58 of the 64-byte keypair) with Hide. Hide wipes
 * them and ends on Close, which closes this window.
 */
export function exportKeysScreen(page: Pick<ExportPage, 't' | 'screen'>, keys: Map<string, Uint8Array>, addresses: Map<string, string>): void {
  const { t } = page
  const evm = keys.get('eip155')!
  const seed = keys.get('solana')!
  const solanaSecret = new Uint8Array([...seed, ...ed25519.getPublicKey(seed)])
  const shown = el('div', { hidden: true },
    el('p', {}, t('frame.export.evm.account', { address: addresses.get('eip155') })), el('label', { for: 'evm-key' }, t('frame.export.evm.key')), el('output', { id: 'evm-key', dir: 'ltr' }, bytesToHex(evm)),
    el('p', {}, t('frame.export.solana.account', { address: addresses.get('solana') })), el('label', { for: 'solana-key' }, t('frame.export.solana.key')), el('output', { id: 'solana-key', dir: 'ltr' }, bs58.encode(solanaSecret)))
  solanaSecret.fill(0)
  const hide = el('button', { type: 'button', hidden: true }, t('frame.export.hide.button'))
  hide.addEventListener('click', () => {
    for (const key of keys.values()) key.fill(0)
    shown.remove()
    page.screen(t('frame.export.hidden.title'), el('p', {}, t('frame.export.hidden.text')), closeWindowButton(page))
  })
  // Hide is offered once there is something to hide.
  const reveal = el('button', { type: 'button' }, t('frame.export.reveal.button'))
  reveal.addEventListener('click', () => {
    shown.hidden = false
    reveal.remove()
    hide.hidden = false
    hide.focus()
  })
  page.screen(t('frame.export.keys.title'), el('p', {}, t('frame.export.keys.warning')), el('div', { class: 'row' }, reveal, hide), shown)
}
