import type { BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleHostPage } from '../fixtures/hostPage/bundleHostPage.js'
import { headlessHostEntry as entry, useHeadlessHostStack } from './helpers/useHeadlessHostStack.js'
import { browserModes } from './helpers/browserModes.js'
import { readInbox } from './helpers/signInWithEmail.js'
import { TEST_LOGIN_EMAIL_INTERVAL_SECONDS } from './helpers/startTestStack.js'
import { RESEND_INTERVAL_MS } from '../../plugins/email/createEmailController.js'

// The headless fixture host with the embedded wallet: its own email form reaches the wallet's
// frame and the API of a local stack whose demo project allows the host's origin.
const env = useHeadlessHostStack()

// The host on 127.0.0.1, the wallet frame on localhost: another site, in each browser mode.
describe.each(browserModes)('a host with its own email sign-in form ($name)', (mode) => {
  const requested = new Set<string>()
  const contexts: BrowserContext[] = []
  afterAll(() => Promise.all(contexts.map((context) => context.close())))

  it("default: the address and the emailed code typed in the host's own fields sign in to the embedded wallet, with no modal element or code", async () => {
    const context = await mode.open(env.browser)
    contexts.push(context)
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
    await form.locator('[data-testid=email-step][data-step=VERIFY_OTP]').waitFor({ timeout: 30_000 })
    const mail = await readInbox(env.stack, email, (m) => /sign-in code/.test(m.subject))
    await form.getByLabel('Code').fill(mail.text.match(/\b(\d{6})\b/)![1]!)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.getByTestId('account').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ }).waitFor({ timeout: 30_000 })
    expect(await page.locator('.airlock-overlay, .airlock-modal, [role=dialog]').count()).toBe(0)
    const bundle = await bundleHostPage(entry)
    expect([...requested].some((name) => (bundle.files.get(name) ?? '').includes('airlock-overlay'))).toBe(false)
  })

  // SPEC §9's 30 s between two login emails: the page's clock is moved on past the host's
  // countdown, once the test stack's API (which keeps a shorter wait of its own) allows another.
  it("behavior: the host's own Resend mails a second code once the wait is over; that code signs in, and the first, retired by it, is refused with the email view's text", async () => {
    const context = await mode.open(env.browser)
    contexts.push(context)
    await context.clock.install()
    const page = await context.newPage()
    await page.goto(env.host.url)
    const email = `headless-resend-${Date.now()}@example.com`
    const mailsTo = async () => (await (await fetch(`${env.stack.urls.mail}/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[]
    const codeOf = (text: string) => text.match(/\b(\d{6})\b/)![1]!
    const form = page.getByRole('form', { name: 'Email sign-in' })
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Email me a code' }).click()
    await form.locator('[data-testid=email-step][data-step=VERIFY_OTP]').waitFor({ timeout: 30_000 })
    // A sentence naming the address, not the step's name.
    expect(await form.getByTestId('email-step').textContent()).toBe(`Enter the code we sent to ${email}.`)
    const first = await readInbox(env.stack, email, (m) => /sign-in code/.test(m.subject))
    // The host counts the wait down; its Resend is pressed once it is offered.
    expect(await form.getByRole('button', { name: /^Resend code in \d+ s$/ }).isDisabled()).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, TEST_LOGIN_EMAIL_INTERVAL_SECONDS * 1000 + 500))
    expect(await form.getByRole('button', { name: /^Resend code in \d+ s$/ }).isDisabled()).toBe(true)
    await page.clock.fastForward(RESEND_INTERVAL_MS)
    await form.getByRole('button', { name: 'Resend code', exact: true }).click({ timeout: 10_000 })
    const second = await readInbox(env.stack, email, (m) => /sign-in code/.test(m.subject) && m.text !== first.text)
    expect(await mailsTo()).toHaveLength(2)
    // The first code was retired by the second: a wrong code, said as the email view says it.
    await form.getByLabel('Code').fill(codeOf(first.text))
    await form.getByRole('button', { name: 'Sign in' }).click()
    const refused = form.getByTestId('email-error')
    await refused.waitFor({ timeout: 30_000 })
    expect({ code: await refused.getAttribute('data-code'), text: await refused.textContent() }).toEqual({ code: 'invalid_code', text: 'Wrong code. 4 tries left.' })
    expect(await page.getByTestId('account').textContent()).toBe('signed out')
    await form.getByLabel('Code').fill(codeOf(second.text))
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.getByTestId('account').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ }).waitFor({ timeout: 30_000 })
    expect(await page.locator('.airlock-overlay, .airlock-modal, [role=dialog]').count()).toBe(0)
  })
})
