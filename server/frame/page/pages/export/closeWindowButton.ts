import { el } from '../../el.js'
import type { ExportPage } from './ExportPage.js'

/**
 * The export page's way out, at each of its endings: Close closes this window (the app opened
 * it); a window the app did not open (a typed address) stays, and the page then says so.
 */
export function closeWindowButton({ t }: Pick<ExportPage, 't'>): HTMLElement {
  const note = el('p', { class: 'muted', hidden: true }, t('frame.export.closeYourself'))
  const close = el('button', { type: 'button' }, t('frame.export.close.button'))
  close.addEventListener('click', () => {
    window.close()
    note.hidden = false
  })
  return el('div', {}, el('div', { class: 'row' }, close), note)
}
