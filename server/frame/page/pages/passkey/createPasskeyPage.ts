import type { FramePageConfig } from '../../../FramePageConfig.js'
import type { I18n } from '../../../../../services/i18n/createI18n.js'
import { el } from '../../el.js'
import type { createFrameApp } from '../../frame/createFrameApp.js'
import { passkeyChannelName } from '../../passkeys/passkeyChannel.js'
import { prfSalt } from '../../passkeys/prfSealing.js'
import type { PasskeyPage } from './PasskeyPage.js'

/** What a frame page of the wallet's origin needs to run passkey screens in its `root` (the passkey page, and the recovery page's step-up). */
export async function createPasskeyPage(config: FramePageConfig, i18n: I18n, t: PasskeyPage['t'], app: ReturnType<typeof createFrameApp>, root: HTMLElement, alert: HTMLElement): Promise<PasskeyPage> {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(passkeyChannelName(config.projectId))
  return {
    config,
    i18n,
    t,
    app,
    salt: await prfSalt(config.projectId),
    alert,
    screen(heading, ...children) {
      const h1 = el('h1', { tabindex: '-1' }, heading)
      alert.textContent = ''
      root.replaceChildren(h1, ...children, alert)
      h1.focus()
    },
    tell: (message) => channel?.postMessage(message),
  }
}
