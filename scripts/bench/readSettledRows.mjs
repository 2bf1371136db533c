import { openBenchPage } from './openBenchPage.mjs'
import { readWalletRows, walletRowsSelector } from './watchWalletRows.mjs'

const SETTLED_MS = 1000

/**
 * Opens the page, clicks Connect Wallet and returns the wallet list once it has not changed
 * for a second: the final content each measured run's first frame is compared with.
 */
export async function readSettledRows(browser, { url, wallet }) {
  const { page, button, close } = await openBenchPage(browser, { url, wallet })
  try {
    await button.click()
    await page.locator(walletRowsSelector).first().waitFor()
    let rows = await page.evaluate(readWalletRows, walletRowsSelector)
    for (;;) {
      await page.waitForTimeout(SETTLED_MS)
      const now = await page.evaluate(readWalletRows, walletRowsSelector)
      if (now.join('\n') === rows.join('\n')) return rows
      rows = now
    }
  } finally {
    await close()
  }
}
