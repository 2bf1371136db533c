import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

/** A page of the demo, with every console error and page error collected. */
export interface DemoPage {
  page: Page
  context: BrowserContext
  errors: string[]
  close(): Promise<void>
}

/** Options of `openDemo`. */
export interface OpenDemoOptions extends BrowserContextOptions {
  /** Runs on the fresh context before the page loads: install a wallet here. */
  beforeGoto?: (context: BrowserContext) => Promise<unknown>
}

/** Opens the demo in a fresh browser context and waits for the demo's header buttons. */
export async function openDemo(browser: Browser, url: string, options: OpenDemoOptions = {}): Promise<DemoPage> {
  const { beforeGoto, ...contextOptions } = options
  const context = await browser.newContext(contextOptions)
  await beforeGoto?.(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(url)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  return { page, context, errors, close: () => context.close() }
}
