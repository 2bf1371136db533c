import type { I18n } from '../../../../../services/i18n/createI18n.js'
import type { BackendClient } from '../../backend/createBackendClient.js'

/** What the export page's screens share. */
export interface ExportPage {
  i18n: I18n
  t(id: string, values?: Record<string, unknown>): string
  backend: BackendClient
  /** The ticket the app opened the page with. */
  ticket: string
  /** The PRF input of this project's passkeys (asked for with every assertion, as the frame does). */
  salt: Uint8Array
  /** The page's alert (role=alert), for failures in words for people. */
  alert: HTMLElement
  /** Replaces the page's content with a heading (focused, so a screen reader reads it) and `children`, and clears the alert. */
  screen(heading: string, ...children: Node[]): void
}
