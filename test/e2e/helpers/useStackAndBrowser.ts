import type { Browser } from 'playwright-core'
import type { Stack, StackOptions } from '../../../local/stack/startStack.js'
import { useStarted } from '../../helpers/useStarted.js'
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
 */
export function useStackAndBrowser(options: Pick<StackOptions, 'paymasterServices' | 'developmentAncestors' | 'allowedOrigins'> = {}): StackAndBrowser {
  return useStarted(
    async () => {
      const [stack, browser] = await Promise.all([startTestStack(options), launchBrowser()])
      return { stack, browser }
    },
    async ({ stack, browser }) => {
      await browser.close()
      await stack.stop()
    },
  )
}
