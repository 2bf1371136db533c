/** The rows of the open dialog's wallet list, in the modal and in the React-only page alike. */
export const walletRowsSelector = '[role="dialog"] [role="group"][aria-label="Wallets"] button'

/** Runs in the page: the text of each row of the wallet list as it shows now (a list drawn ahead is unseen). */
export function readWalletRows(selector) {
  return [...document.querySelectorAll(selector)].filter((row) => row.checkVisibility({ visibilityProperty: true, opacityProperty: true })).map((row) => row.textContent.trim())
}

/**
 * Runs in the page before the click: resolves `window.__walletRows` once the wallet list shows
 * `expectedFirst` as its first row and that frame is on screen, with the time from the click
 * (the click event's own timestamp) and the rows the list showed in its first frame. A
 * MutationObserver sees every change before the frame that paints it; the list is read once in
 * that frame's requestAnimationFrame (reading it at every change would force the page's style
 * and layout as often, slowing the very page it measures), and the timer queued from there runs
 * once the frame is painted. Nothing is read before the click.
 */
export function watchWalletRows({ selector, expectedFirst }) {
  let clickedAt
  let firstRows
  let frameAsked = false
  document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true })
  window.__walletRows = new Promise((resolve) => {
    const read = () => {
      frameAsked = false
      const rows = [...document.querySelectorAll(selector)].filter((row) => row.checkVisibility({ visibilityProperty: true, opacityProperty: true })).map((row) => row.textContent.trim())
      if (rows.length === 0) return
      firstRows ??= rows
      if (rows[0] !== expectedFirst) return
      observer.disconnect()
      setTimeout(() => {
        performance.mark('bench: row painted')
        resolve({ ms: performance.now() - clickedAt, firstRows })
      })
    }
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || frameAsked) return
      frameAsked = true
      requestAnimationFrame(read)
    })
    // Attributes too: a list drawn ahead is revealed by a change of style alone. The whole
    // document: an early click's watch starts before the body is parsed.
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  })
}
