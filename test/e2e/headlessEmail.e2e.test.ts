import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID } from '../../server/stack/startStack.js'
import type { HeadlessHostConfig } from '../fixtures/headlessHost/HeadlessHostConfig.js'
import { bundleHostPage } from '../fixtures/hostPage/bundleHostPage.js'
import { startHostPageServer } from '../fixtures/hostPage/startHostPageServer.js'
import { useStarted } from '../helpers/useStarted.js'
import { launchBrowser } from './helpers/launchBrowser.js'
import { readInbox } from './helpers/signInWithEmail.js'
import { startTestStack } from './helpers/startTestStack.js'

// The headless fixture host with the embedded wallet: a local stack whose demo project allows
// the fixture's origin, so the host's own email form reaches the wallet's frame and the API.
const entry = new URL('../fixtures/headlessHost/main.tsx', import.meta.url)
const env = useStarted(
  async () => {
    const config: Partial<HeadlessHostConfig> = {}
    const host = await startHostPageServer({ entry, title: 'headless host', config: () => config })
    const [stack, browser] = await Promise.all([startTestStack({ allowedOrigins: [host.url] }), launchBrowser()])
    Object.assign(config, { projectId: DEMO_PROJECT_ID, apiUrl: stack.urls.api, rpcUrl: stack.evm.url, frameUrl: stack.urls.frame })
    return { stack, host, browser }
  },
  async ({ stack, host, browser }) => {
    await browser.close()
    await host.stop()
    await stack.stop()
  },
)

describe('a host with its own email sign-in form', () => {
  const requested = new Set<string>()
  let close = async () => {}
  afterAll(() => close())

  it("default: the address and the emailed code typed in the host's own fields sign in to the embedded wallet, with no modal element or code", async () => {
    const context = await env.browser.newContext()
    close = () => context.close()
    context.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/assets/')) requested.add(pathname.slice('/assets/'.length))
    })
    const page = await context.newPage()
    await page.goto(env.host.url)
    const email = `headless-${Date.now()}@example.com`
    const form = page.getByRole('form', { name: 'Email sign-in' })
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Email me a code' }).click()
    await form.getByTestId('email-step').filter({ hasText: /^VERIFY_OTP$/ }).waitFor({ timeout: 30_000 })
    const mail = await readInbox(env.stack, email, (m) => /sign-in code/.test(m.subject))
    await form.getByLabel('Code').fill(mail.text.match(/\b(\d{6})\b/)![1]!)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.getByTestId('account').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ }).waitFor({ timeout: 30_000 })
    expect(await page.locator('.airlock-overlay, .airlock-modal, [role=dialog]').count()).toBe(0)
    const bundle = await bundleHostPage(entry)
    expect([...requested].some((name) => (bundle.files.get(name) ?? '').includes('airlock-overlay'))).toBe(false)
  })
})
