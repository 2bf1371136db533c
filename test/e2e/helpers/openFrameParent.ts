import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import type { Stack } from '../../../local/stack/startStack.js'
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
  /** The wallet frame's URL; default the stack's (`http://localhost:…`, the same site as a `localhost` parent). */
  frameUrl?: string
  /** More parameters of the parent page (`approvals: 'host'`: its frame asks for host approvals). */
  query?: Record<string, string>
}

/** The test parent page's URL on `parentUrl`'s origin, with the stack's frame and project. */
export function parentPageUrl(stack: Stack, parentUrl: string, hostileUrl?: string, frameUrl = stack.urls.frame!, query: Record<string, string> = {}): string {
  const url = new URL('/parent.html', parentUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  url.searchParams.set('frameUrl', frameUrl)
  url.searchParams.set('projectId', String(stack.demoConfig.projectId))
  if (hostileUrl) url.searchParams.set('hostileUrl', hostileUrl)
  return url.toString()
}

/** Opens the test parent page with the stack's frame and project, and waits for the frame's READY. */
export async function openFrameParent(browser: Browser, stack: Stack, options: OpenFrameParentOptions): Promise<FrameParentPage> {
  const context = options.context ?? (await browser.newContext(options.contextOptions))
  const page = await context.newPage()
  await page.goto(parentPageUrl(stack, options.parentUrl, options.hostileUrl, options.frameUrl, options.query))
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

/** A request's result; fails the test with the frame's error code and message otherwise. */
export function expectSuccess(outcome: FrameOutcome): any {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
  return outcome.result
}

/**
 * Presses the wallet's own Approve button for `approvalId` in the parent page, as a person
 * does, and waits for the frame's APPROVAL_CONFIRMED.
 */
export async function pressApprove(parent: FrameParentPage, approvalId: string): Promise<void> {
  await parent.page.evaluate((id) => (window as unknown as { frameParent: FrameParentControl }).frameParent.showApproveButton(id), approvalId)
  const frame = parent.page.frameLocator(`iframe[title="Approve"][src*="${approvalId}"]`)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await parent.page.evaluate((id) => (window as unknown as { frameParent: FrameParentControl }).frameParent.confirmed(id), approvalId)
}

/**
 * Prepares an approval as the modal does (PREPARE_APPROVAL), has the person press the
 * wallet's Approve button, then sends the approved RPC_REQUEST; fails on any ERROR.
 */
export async function requestApproved(parent: FrameParentPage, method: string, params: unknown, chainId?: string): Promise<{ summary: any; result: any }> {
  const call = { ...(chainId && { chainId }), method, params }
  const { approvalId, summary } = expectSuccess(await parent.request('PREPARE_APPROVAL', call))
  await pressApprove(parent, approvalId)
  return { summary, result: expectSuccess(await parent.request('RPC_REQUEST', { ...call, approvalId })).result }
}
