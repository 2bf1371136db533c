import { announceBenchWallet } from './announceBenchWallet.mjs'

/**
 * Opens `url` in a fresh browser context (no cache, no storage) with the CPU slowed
 * `throttle` times and, when `wallet`, an EIP-6963 wallet in the page; resolves once its
 * Connect Wallet button is on screen.
 */
export async function openBenchPage(browser, { url, wallet = false, throttle = 1 }) {
  const context = await browser.newContext()
  if (wallet) await context.addInitScript(announceBenchWallet)
  const page = await context.newPage()
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  }
  await page.goto(url)
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  return { page, button, close: () => context.close() }
}
