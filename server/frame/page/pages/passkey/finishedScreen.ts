import { el } from '../../el.js'
import type { PasskeyPage } from './PasskeyPage.js'

/**
 * The end of a ceremony: what happened, and whether this device's key share is sealed with the
 * passkey (PRF) or kept as before (`prf` undefined: not a question here). The way on is the
 * modal's, around this page: it moves on by itself (a sign-in, a check) or offers Done.
 */
export function finishedScreen(page: PasskeyPage, heading: string, prf?: boolean, text?: string): void {
  const { t } = page
  page.screen(
    heading,
    ...(text === undefined ? [] : [el('p', {}, text)]),
    ...(prf === undefined ? [] : [el('p', { 'data-prf': prf ? 'sealed' : 'none' }, prf ? t('frame.passkey.prf.sealed') : t('frame.passkey.prf.none'))]),
  )
}
