import { el } from '../../el.js'
import { failureText } from '../failureText.js'
import type { PasskeyPage } from './PasskeyPage.js'

/**
 * A button that runs a ceremony when pressed: the press is the person's gesture the browser
 * asks for before it shows its passkey dialog. Disabled while it runs; a failure is said in
 * the page's alert, in the page's language.
 */
export function runButton(page: Pick<PasskeyPage, 'alert' | 'i18n'>, label: string, action: () => Promise<void>, secondary = false): HTMLButtonElement {
  const button = el('button', { type: 'button', ...(secondary && { class: 'secondary' }) }, label)
  button.addEventListener('click', () => {
    button.disabled = true
    page.alert.textContent = ''
    action().then(
      () => {
        button.disabled = false
      },
      (error: unknown) => {
        button.disabled = false
        page.alert.textContent = failureText(error, page.i18n)
      },
    )
  })
  return button
}
