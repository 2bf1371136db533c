import { APPROVE_PAGE_SIZE_CHANNEL } from '../../../../adapters/embedded/protocol/approvePageSize.js'
import { APPROVE_BUTTON_CHANNEL } from '../../../../adapters/embedded/protocol/approveButtonMessage.js'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import type { FramePageConfig } from '../../FramePageConfig.js'
import { el } from '../el.js'
import { checkAncestors } from '../checkAncestors.js'
import catalogs from '../messages?all-catalogs'
import { applyButtonTheme } from './applyButtonTheme.js'
import { approvalSummaryElements } from './approvalSummaryElements.js'
import { askApprovalSummary } from './askApprovalSummary.js'
import { guardVisibility } from './guardVisibility.js'

/**
 * The approve page: the modal's Approve button, drawn by the wallet's own origin in a small
 * visible frame of the approval view, so that what approves a request that signs or moves
 * assets is the person's own press, never the host page's script. A trusted press (a click,
 * or Enter or Space on the focused button) while the button has been fully in view for a
 * moment (`guardVisibility`) tells the hidden frame beside it, by a message to its own
 * origin; the hidden frame then counts the approval and tells the parent. The host's accent
 * colours and corner radius come in the URL (`applyButtonTheme`), its words in the page's
 * language. With `summary`, the page first shows what the wallet decoded of a request that
 * moves assets (asked of the hidden frame, never of the app), and the button counts only once
 * the whole of it has been in view; it tells the app its height, so the app can show all of it.
 */
export function startApprovePage(config: FramePageConfig): void {
  const i18n = createI18n(config.locale)
  const t = (id: string, values?: Record<string, unknown>) => i18n.t(catalogs, id, values)
  const root = document.getElementById('airlock-frame')!
  const parent = config.parentOrigin ?? ''
  const allowed = !config.error && window.parent !== window && config.approvalId !== undefined
    && checkAncestors(parent, location.ancestorOrigins ? [...location.ancestorOrigins] : undefined, config.ancestors).allowed
  if (!allowed) {
    root.replaceChildren(el('p', {}, t('frame.approve.unavailable')))
    return
  }
  applyButtonTheme(document.documentElement, new URLSearchParams(location.search))
  const approvalId = config.approvalId!
  const button = el('button', { type: 'button', disabled: true }, t('frame.approve.button')) as HTMLButtonElement
  // The app sizes its frame to the page, so the whole page (summary and button) can be in view.
  const tellHeight = () => window.parent.postMessage({ channel: APPROVE_PAGE_SIZE_CHANNEL, approvalId, height: Math.ceil(root.getBoundingClientRect().height) }, parent)
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(tellHeight).observe(root)
  let stop = () => {}
  // The page's own box is what must be in view: the button's dimmed look while disabled is
  // itself a see-through the visibility check would hold against it.
  const guard = () => {
    stop = guardVisibility(root, (visible) => {
      button.disabled = !visible
    })
  }
  if (!config.summary) {
    root.replaceChildren(button)
    guard()
  } else {
    root.classList.add('summary')
    root.replaceChildren(el('p', {}, t('frame.approve.reading')))
    askApprovalSummary(approvalId).then(
      (summary) => {
        root.replaceChildren(...approvalSummaryElements(summary, t, i18n.locale), button)
        guard()
      },
      () => root.replaceChildren(el('p', {}, t('frame.approve.gone'))),
    )
  }
  button.addEventListener('click', (event) => {
    if (!event.isTrusted || button.disabled) return
    button.disabled = true
    stop()
    const message = { channel: APPROVE_BUTTON_CHANNEL, approvalId }
    // Every frame of the parent, naming this origin: only the wallet's own frames can read it.
    for (let i = 0; i < window.parent.frames.length; i++) {
      const frame = window.parent.frames[i]
      if (frame && frame !== window) {
        try {
          frame.postMessage(message, location.origin)
        } catch {
          // a frame that went away meanwhile
        }
      }
    }
  })
}
