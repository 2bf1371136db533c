import type { Browser, BrowserContextOptions, Page } from 'playwright-core'

/** A page of the demo, with every console error and page error collected. */
export interface DemoPage {
  page: Page
  errors: string[]
  close(): Promise<void>
}

/** Opens the demo in a fresh browser context and waits for the Connect Wallet button. */
export async function openDemo(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<DemoPage> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return { page, errors, close: () => context.close() }
}
