import { announceBenchWallet } from './announceBenchWallet.mjs'
import { watchButtonPaint } from './watchButtonPaint.mjs'

/**
 * Opens `url` in a fresh browser context (no cache, no storage) with the CPU slowed
 * `throttle` times and, when `wallet`, an EIP-6963 wallet in the page; resolves once its
 * Connect Wallet button is on screen or, with `early`, as soon as the page's document is
 * there (the click then waits for the button's first frame itself: `clickAfterPaint`, which
 * the page notes in every case).
 */
export async function openBenchPage(browser, { url, wallet = false, throttle = 1, early = false }) {
  const context = await browser.newContext()
  await context.addInitScript(watchButtonPaint)
  if (wallet) await context.addInitScript(announceBenchWallet)
  const page = await context.newPage()
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  }
  await page.goto(url, { waitUntil: early ? 'commit' : 'load' })
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  if (!early) await button.waitFor()
  return { page, button, close: () => context.close() }
}
