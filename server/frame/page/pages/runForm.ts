import type { I18n } from '../../../../services/i18n/createI18n.js'
import { failureText } from './failureText.js'

/**
 * Wires a form of a frame page: on submit, its button is disabled while `action` runs, and
 * a failure is shown in `alert` (role=alert) in words for people, in the page's language.
 */
export function runForm(form: HTMLFormElement, alert: HTMLElement, i18n: I18n, action: (data: FormData) => Promise<void>): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const button = form.querySelector('button[type=submit]') as HTMLButtonElement | null
    if (button) button.disabled = true
    alert.textContent = ''
    action(new FormData(form)).then(
      () => {
        if (button) button.disabled = false
      },
      (error: unknown) => {
        if (button) button.disabled = false
        alert.textContent = failureText(error, i18n)
      },
    )
  })
}
