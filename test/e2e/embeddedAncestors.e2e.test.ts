import type { BrowserContext } from 'playwright-core'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFrameParentServer, type FrameParentServer } from '../fixtures/frameParent/startFrameParentServer.js'
import { browserModes } from './helpers/browserModes.js'
import { parentPageUrl } from './helpers/openFrameParent.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

// The local stack as `npm start` runs it: the demo project allows its own two origins only.
const env = useStackAndBrowser()

let fixture: FrameParentServer
beforeAll(async () => {
  fixture = await startFrameParentServer()
})
afterAll(async () => {
  await fixture?.stop()
})

// In each browser mode: a profile that keeps the frame's storage, and a private window.
describe.each(browserModes)('embedded wallet frame: who may embed it ($name)', (mode) => {
  let profile: BrowserContext
  let address: string

  beforeAll(async () => {
    profile = await mode.open(env.browser)
    // The demo opened on localhost (one of its allowed origins), signed in: the embedded
    // wallet's frame keeps its session in storage partitioned under the site `http://localhost`,
    // which every localhost port shares (in a private window, storage the window forgets).
    const demo = await profile.newPage()
    await demo.goto(env.stack.urls.demo!.replace('127.0.0.1', 'localhost'))
    await signInThroughModal(env.stack, demo, `ancestors-${Date.now()}@example.com`)
    address = (await demo.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address))!
  }, 120_000)
  afterAll(async () => {
    await profile?.close()
  })

  it("error: a page on another localhost port, in the same browser, cannot embed the demo project's wallet frame, so it gets no signature from the signed-in wallet", async () => {
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const page = await profile.newPage()
    try {
      const framed = page.waitForResponse((response) => response.url().startsWith(`${env.stack.urls.frame!}/?`) && response.request().resourceType() === 'document')
      await page.goto(parentPageUrl(env.stack, fixture.url))
      const policy = (await framed).headers()['content-security-policy'] ?? ''
      // Only the project's allowlisted origins: no development hosts for a project that did not opt in.
      expect(policy).toMatch(/frame-ancestors [^;]*$/)
      expect(policy).not.toContain('localhost:*')
      expect(policy).not.toContain(fixture.url)
      await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true)
      // Nothing answers: no READY, and a signing request gets no reply at all.
      const outcome = await page.evaluate(async ([account, message]) => {
        const parent = (window as unknown as { frameParent: { request(type: string, payload: unknown, timeoutMs?: number): Promise<{ ok: boolean; code?: string }>; events: unknown[] } }).frameParent
        const prepared = await parent.request('PREPARE_APPROVAL', { chainId: 'eip155:31337', method: 'personal_sign', params: [message, account] }, 3_000)
        return { prepared, events: parent.events }
      }, [address, toHex('steal')] as const)
      expect(outcome.events).toEqual([])
      expect(outcome.prepared).toMatchObject({ ok: false, code: 'iframe_request_timeout' })
    } finally {
      await page.close()
    }
  })
})
