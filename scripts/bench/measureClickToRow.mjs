import { openBenchPage } from './openBenchPage.mjs'
import { walletRowsSelector, watchWalletRows } from './watchWalletRows.mjs'

/** How long the page sits untouched before the click in the runs after an idle period (the 1.5 s). */
export const IDLE_MS = 1500
const GIVE_UP_MS = 15_000

/**
 * One page load and one click on Connect Wallet: the time from the click to the frame that
 * shows `expectedFirst` as the first wallet row, and the rows of the list's first frame.
 * With `idle`, the page sits untouched for IDLE_MS first; without, the click comes as soon
 * as the button is on screen.
 */
export async function measureClickToRow(browser, { url, wallet, throttle, idle, expectedFirst }) {
  const { page, button, close } = await openBenchPage(browser, { url, wallet, throttle })
  try {
    if (idle) await page.waitForTimeout(IDLE_MS)
    await page.evaluate(watchWalletRows, { selector: walletRowsSelector, expectedFirst })
    await button.click()
    return await page.evaluate(
      ([limit, first]) =>
        Promise.race([
          window.__walletRows,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`"${first}" was not the first wallet row within ${limit} ms`)), limit)),
        ]),
      [GIVE_UP_MS, expectedFirst],
    )
  } finally {
    await close()
  }
}
