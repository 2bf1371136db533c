import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import type { Stack } from '../../../server/stack/startStack.js'
import { launchBrowser } from './launchBrowser.js'
import { startTestStack } from './startTestStack.js'

/** What a browser test file runs against: a local stack of its own, and Chromium. */
export interface StackAndBrowser {
  stack: Stack
  browser: Browser
}

/**
 * Starts a private local stack and Chromium before the file's tests and stops both after
 * them. Call it before the file's own hooks: its beforeAll runs first, and its afterAll last.
 * The object it returns is filled in by the time the tests and those hooks run.
 */
export function useStackAndBrowser(): StackAndBrowser {
  const env = {} as StackAndBrowser
  beforeAll(async () => {
    ;[env.stack, env.browser] = await Promise.all([startTestStack(), launchBrowser()])
  })
  afterAll(async () => {
    await env.browser?.close()
    await env.stack?.stop()
  })
  return env
}
