import { openBenchPage } from './openBenchPage.mjs'
import { clickAfterPaint } from './watchButtonPaint.mjs'
import { walletRowsSelector, watchWalletRows } from './watchWalletRows.mjs'

/** How long the page sits untouched before the click in the runs after an idle period (the 1.5 s). */
export const IDLE_MS = 1500
/** The early click: this long after the frame that first shows the button (issue 46). */
export const EARLY_CLICK_MS = 50
const GIVE_UP_MS = 15_000

/**
 * One page load and one click on Connect Wallet: the time from the click to the frame that
 * shows `expectedFirst` as the first wallet row, and the rows of the list's first frame.
 * With `idle`, the page sits untouched for IDLE_MS first; without, the click comes
 * EARLY_CLICK_MS after the frame that first painted the button (`afterPaint`: how long after
 * it the click event came).
 */
export async function measureClickToRow(browser, { url, wallet, throttle, idle, expectedFirst }) {
  const { page, button, close } = await openBenchPage(browser, { url, wallet, throttle, early: !idle })
  try {
    if (idle) await page.waitForTimeout(IDLE_MS)
    await page.evaluate(watchWalletRows, { selector: walletRowsSelector, expectedFirst })
    const afterPaint = idle ? undefined : await clickAfterPaint(page, EARLY_CLICK_MS)
    if (idle) await button.click()
    const result = await page.evaluate(
      ([limit, first]) =>
        Promise.race([
          window.__walletRows,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`"${first}" was not the first wallet row within ${limit} ms`)), limit)),
        ]),
      [GIVE_UP_MS, expectedFirst],
    )
    return { ...result, afterPaint }
  } finally {
    await close()
  }
}
