import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { Stack } from '../../../server/stack/startStack.js'
import type { mount } from '../../fixtures/frameParent/parentPage.js'

/** The parent page's test control, as `window.frameParent`. */
export type FrameParentControl = ReturnType<typeof mount>
/** A frame request's outcome as the parent page reports it. */
export type FrameOutcome = Awaited<ReturnType<FrameParentControl['request']>>

/** A parent page with the wallet frame in it. */
export interface FrameParentPage {
  page: Page
  context: BrowserContext
  /** Sends one request over the real protocol, from the page. */
  request(type: string, payload?: unknown): Promise<FrameOutcome>
  close(): Promise<void>
}

/** Options of {@link openFrameParent}. */
export interface OpenFrameParentOptions {
  /** The parent's origin: `http://localhost:PORT` (allowed) or `http://127.0.0.1:PORT` (not). */
  parentUrl: string
  /** An iframe of another origin beside the wallet frame. */
  hostileUrl?: string
  /** An existing context (same browser profile); default a fresh one. */
  context?: BrowserContext
  contextOptions?: BrowserContextOptions
  /** Default true: wait for READY. */
  waitReady?: boolean
}

/** Opens the test parent page with the stack's frame and project, and waits for the frame's READY. */
export async function openFrameParent(browser: Browser, stack: Stack, options: OpenFrameParentOptions): Promise<FrameParentPage> {
  const context = options.context ?? (await browser.newContext(options.contextOptions))
  const page = await context.newPage()
  const url = new URL('/parent.html', options.parentUrl)
  url.searchParams.set('frameUrl', stack.urls.frame!)
  url.searchParams.set('projectId', String(stack.demoConfig.projectId))
  if (options.hostileUrl) url.searchParams.set('hostileUrl', options.hostileUrl)
  await page.goto(url.toString())
  await page.waitForFunction(() => 'frameParent' in window)
  if (options.waitReady !== false) await page.evaluate(() => (window as unknown as { frameParent: FrameParentControl }).frameParent.ready())
  return {
    page,
    context,
    request: (type, payload = {}) =>
      page.evaluate(([t, p]) => (window as unknown as { frameParent: FrameParentControl }).frameParent.request(t as string, p), [type, payload] as const),
    close: () => (options.context ? page.close() : context.close()),
  }
}
