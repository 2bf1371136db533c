import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axeViolations.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

const env = useStackAndBrowser()
let demo: DemoPage | undefined

afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Opens the email form, whose showing loads the embedded wallet's frame. */
async function openEmailForm(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: /Email/ }).waitFor()
}

describe('embedded wallet: SPEC §8 frame errors in the modal', () => {
  it('error: a frame that never loads shows "Network Error - Could not load embedded wallet" (iframe_load_failed, 20 s)', async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!)
    await demo.page.route(`${env.stack.urls.frame}/**`, (route) => route.abort())
    await openEmailForm(demo.page)
    const alert = demo.page.getByRole('dialog').getByText('Network Error - Could not load embedded wallet')
    await alert.waitFor({ timeout: 40_000 })
    expect(await axeViolations(demo.page)).toEqual([])
  }, 60_000)

  it('error: a frame that refuses the host (unverified_domain) shows "Invalid App Configuration"', async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!)
    // The frame is told another parent than the page it is in: it refuses, as it would an origin off the allowlist.
    await demo.page.route(`${env.stack.urls.frame}/?*`, (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('parentOrigin', 'https://not-allowed.example')
      return route.continue({ url: url.toString() })
    })
    await openEmailForm(demo.page)
    await demo.page.getByRole('dialog').getByText('Invalid App Configuration').waitFor({ timeout: 30_000 })
  }, 60_000)

  it('error: a frame that never answers an email sign-in shows "Embedded Wallet Request Timed Out" (iframe_request_timeout, 30 s) and keeps the typed email', async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!, {
      // In the frame's origin only: CONNECT_EMAIL requests never reach the frame's listener,
      // as if the frame hung; every other message (READY, theme, metadata) flows.
      beforeGoto: (context) => context.addInitScript((frameOrigin) => {
        if (location.origin !== frameOrigin) return
        const add = window.addEventListener.bind(window)
        window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
          if (type !== 'message') return add(type, listener, options as AddEventListenerOptions)
          const wrapped = (event: Event) => {
            if ((event as MessageEvent).data?.type === 'CONNECT_EMAIL') return
            listener(event)
          }
          return add(type, wrapped, options as AddEventListenerOptions)
        }) as typeof window.addEventListener
      }, new URL(env.stack.urls.frame!).origin),
    })
    await openEmailForm(demo.page)
    const field = demo.page.getByRole('dialog').getByRole('textbox', { name: /Email/ })
    await field.fill('hung@example.com')
    await field.press('Enter')
    await demo.page.getByRole('dialog').getByText('Embedded Wallet Request Timed Out').first().waitFor({ timeout: 45_000 })
    expect(await field.inputValue()).toBe('hung@example.com')
  }, 90_000)
})
