import type { FramePageConfig } from '../../../FramePageConfig.js'
import type { I18n } from '../../../../../services/i18n/createI18n.js'
import type { createFrameApp } from '../../frame/createFrameApp.js'
import type { PasskeyChannelMessage } from '../../passkeys/passkeyChannel.js'

/** What every screen of the passkey page works with. */
export interface PasskeyPage {
  config: FramePageConfig
  i18n: I18n
  t(id: string, values?: Record<string, unknown>): string
  app: ReturnType<typeof createFrameApp>
  /** The PRF input of this project's passkeys. */
  salt: Uint8Array
  /** Replaces the page's content with a heading (focused, so a screen reader reads it) and `children`, and clears the alert. */
  screen(heading: string, ...children: Node[]): void
  /** The page's alert (role=alert), for failures in words for people. */
  alert: HTMLElement
  /** Tells the hidden frame beside this page (same origin, same partition). */
  tell(message: PasskeyChannelMessage): void
}
