import type { Browser } from 'playwright-core'
import type { Stack, StackOptions } from '../../../local/stack/startStack.js'
import { type FrameParentServer, startFrameParentServer } from '../../fixtures/frameParent/startFrameParentServer.js'
import { useStarted } from '../../helpers/useStarted.js'
import { launchBrowser } from './launchBrowser.js'
import { startTestStack } from './startTestStack.js'

/** A local stack, Chromium, and the frame's test parent page on another site than the frame. */
export interface FrameParentStack {
  stack: Stack
  browser: Browser
  fixture: FrameParentServer
  /** The parent page's origin, `http://127.0.0.1:PORT`: another site than the wallet frame's `localhost`, and one the demo project allows. */
  parentUrl: string
}

/**
 * Starts the parent-page fixture, then a private stack whose demo project allows that page's
 * `127.0.0.1` origin, so the wallet frame (on `localhost`) is cross-site to its parent as in a
 * production deployment of one wallet domain for many apps; and Chromium. Call it before the
 * file's own hooks.
 */
export function useFrameParentStack(options: Pick<StackOptions, 'paymasterServices'> = {}): FrameParentStack {
  return useStarted(
    async () => {
      const fixture = await startFrameParentServer()
      const parentUrl = fixture.url.replace('//localhost:', '//127.0.0.1:')
      const [stack, browser] = await Promise.all([startTestStack({ ...options, allowedOrigins: [parentUrl] }), launchBrowser()])
      return { stack, browser, fixture, parentUrl }
    },
    async ({ stack, browser, fixture }) => {
      await browser.close()
      await stack.stop()
      await fixture.stop()
    },
  )
}
