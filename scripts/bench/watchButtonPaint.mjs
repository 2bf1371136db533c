/**
 * A page init script: notes, as `window.__buttonPainted` (the page's clock) and a User Timing
 * mark (for a trace), the first frame that shows the Connect Wallet button, in the modal's
 * page and the React-only page alike. A MutationObserver sees the button enter the document
 * before the frame that paints it; the timer queued from that frame's requestAnimationFrame
 * runs once it is painted.
 */
export function watchButtonPaint() {
  const observer = new MutationObserver(() => {
    const button = [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === 'Connect Wallet')
    if (!button) return
    observer.disconnect()
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__buttonPainted = performance.now()
        performance.mark('bench: button painted')
      }),
    )
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

/**
 * Clicks the Connect Wallet button `afterMs` after the frame that first painted it, as a
 * person pressing it as soon as it shows: a real mouse press and release at its centre,
 * without the checks Playwright's own click waits for (two frames of a stable box), which
 * would push the press later on a slowed CPU. Resolves with the time from that frame to the
 * click event, which the page measures itself.
 */
export async function clickAfterPaint(page, afterMs) {
  await page.waitForFunction(() => window.__buttonPainted !== undefined, undefined, { polling: 'raf' })
  const centre = await page.evaluate(async (wait) => {
    const at = window.__buttonPainted + wait
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())))
    const button = [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === 'Connect Wallet')
    const box = button.getBoundingClientRect()
    document.addEventListener('click', (event) => (window.__clickedAfterPaint = event.timeStamp - window.__buttonPainted), { capture: true, once: true })
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }, afterMs)
  await page.mouse.click(centre.x, centre.y)
  return page.evaluate(() => window.__clickedAfterPaint)
}
