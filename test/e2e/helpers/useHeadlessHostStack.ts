import type { Browser } from 'playwright-core'
import { DEMO_PROJECT_ID, type Stack } from '../../../local/stack/startStack.js'
import type { RunningService } from '../../../server/http/Service.js'
import type { DemoConfig } from '../../../demo/demoConfig.js'
import { startHostPageServer } from '../../fixtures/hostPage/startHostPageServer.js'
import { useStarted } from '../../helpers/useStarted.js'
import { launchBrowser } from './launchBrowser.js'
import { startTestStack } from './startTestStack.js'

/** The headless example's entry module (demo/headless, which `npm start` serves at /headless/). */
export const headlessHostEntry = new URL('../../../demo/headless/main.tsx', import.meta.url)

/** What a headless-host test file runs against. */
export interface HeadlessHostStack {
  stack: Stack
  /** The headless example on its own origin, told the stack's frame, relay, API and chain. */
  host: RunningService
  browser: Browser
}

/**
 * Starts the headless example (demo/headless) on its own origin, a private
 * local stack whose demo project allows that origin (so the host reaches the wallet's frame,
 * the relay and the API), and Chromium, before the file's tests; stops them after.
 */
export function useHeadlessHostStack(): HeadlessHostStack {
  return useStarted(
    async () => {
      const config: Partial<DemoConfig> = {}
      const host = await startHostPageServer({ entry: headlessHostEntry, title: 'headless host', config: () => config, configElementId: 'airlock-demo-config' })
      const [stack, browser] = await Promise.all([startTestStack({ allowedOrigins: [host.url] }), launchBrowser()])
      Object.assign(config, { projectId: DEMO_PROJECT_ID, apiUrl: stack.urls.api, evmRpcUrl: stack.evm.url, frameUrl: stack.urls.frame, relayUrl: stack.urls.relay })
      return { stack, host, browser }
    },
    async ({ stack, host, browser }) => {
      await browser.close()
      await host.stop()
      await stack.stop()
    },
  )
}
