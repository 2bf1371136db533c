import { FRAME_CHANNEL } from '../../../../../adapters/embedded/protocol/frameChannel.js'

/**
 * Tells the modal showing this page (its parent, by origin) how tall the page's content is, each
 * time it changes, so the page's iframe fits it: nothing clipped, no empty space below.
 */
export function reportHeight(parentOrigin: string, root: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined' || window.parent === window) return
  let last = 0
  const report = () => {
    const height = Math.ceil(root.getBoundingClientRect().height)
    if (height === last) return
    last = height
    window.parent.postMessage({ channel: FRAME_CHANNEL, type: 'PAGE_HEIGHT', height }, parentOrigin)
  }
  new ResizeObserver(report).observe(root)
  report()
}
