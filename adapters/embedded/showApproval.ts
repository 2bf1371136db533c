import { approvePageHeight } from './protocol/approvePageSize.js'
import { buttonLook } from './views/buttonLook.js'

/** The wallet's approve page for one approval, as a URL: what it approves, the look of its button, and whether it shows what it decoded. */
export type ApprovePageUrl = (approvalId: string, look: Record<string, string>, summary: boolean) => string

/**
 * Shows the wallet's own approval for `approvalId` inside `holder`, a host's element: the
 * wallet's approve page (its origin) in a frame sized to it, showing what the wallet decoded of
 * a request that moves assets and its own Approve button, painted in the accent the holder
 * inherits (`--airlock-accent`, `--airlock-accent-fg`, `--airlock-radius-item`). The page says
 * its height (only from the wallet's origin and that very frame is it taken): the frame grows to
 * all of it, since the button counts only while the whole page is in view. Returns the removal.
 */
export function showApproval(holder: HTMLElement, approvalId: string, url: ApprovePageUrl, title: string): () => void {
  const frame = document.createElement('iframe')
  frame.src = url(approvalId, buttonLook(holder), true)
  frame.title = title
  frame.style.cssText = 'display:block;width:100%;height:120px;border:0;background:transparent'
  const origin = new URL(frame.src).origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return
    const height = approvePageHeight(event.data, approvalId)
    if (height !== undefined) frame.style.height = `${height}px`
  }
  window.addEventListener('message', onMessage)
  holder.replaceChildren(frame)
  return () => {
    window.removeEventListener('message', onMessage)
    frame.remove()
  }
}
