import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { launchBrowserProfile } from './launchBrowserProfile.js'

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
  /**
   * Opens the page in a fresh profile set as desktop Chrome is by default, where the wallet
   * frame (on `localhost`, another site than the demo's `127.0.0.1`) keeps its storage across a
   * reload. The default, an off-the-record context, denies a cross-site frame any storage, as
   * a private window does. Context options other than `beforeGoto` do not apply to a profile.
   */
  profile?: boolean
}

/** Opens the demo in a fresh browser context and waits for the demo's header buttons. */
export async function openDemo(browser: Browser, url: string, options: OpenDemoOptions = {}): Promise<DemoPage> {
  const { beforeGoto, profile, ...contextOptions } = options
  const context = profile ? await launchBrowserProfile() : await browser.newContext(contextOptions)
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
