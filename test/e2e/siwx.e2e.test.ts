import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { registerName } from './helpers/registerName.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let address: string
// The account has a name, which the account button shows: the sign-in view names it the same way.
const name = `siwx${Math.random().toString(36).slice(2, 8).replace(/[0-9]/g, 'x')}.airlock.id`

beforeAll(async () => {
  expect((await registerName({ url: env.stack.urls.api!, projectId: DEMO_PROJECT_ID }, env.stack.evm.accounts[4]!.privateKey, name)).status).toBe(200)
  demo = await openDemo(env.browser, `${env.stack.urls.demo!}/?siwx=required`, {
    beforeGoto: async (context) => {
      const installed = await installInjectedWallet(context, { privateKey: env.stack.evm.accounts[4]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 })
      address = installed.address
    },
  })
  page = demo.page
})

const dialog = () => page.getByRole('dialog')
const testWallet = (script: string) => page.evaluate(script)

describe('sign in with a signed message, verified by the API', () => {
  it('default: connecting an injected EVM wallet opens the Sign in view', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await dialog().getByTestId('siwx-sign').waitFor()
    expect(await dialog().getByRole('heading').first().textContent()).toBe('Sign in')
    expect(await page.getByTestId('siwx-status').textContent()).toBe('Not signed in')
    await page.screenshot({ path: 'test-results/siwx-sign-in-1280.png' })
    await page.setViewportSize({ width: 360, height: 720 })
    await page.screenshot({ path: 'test-results/siwx-sign-in-360.png' })
    await page.setViewportSize({ width: 1280, height: 720 })
  })

  it('behavior: the view names the account as the header does, focus starts on Sign in, and no Close is offered while sign-in is required', async () => {
    const account = dialog().getByTestId('siwx-account')
    await account.getByText(name).waitFor()
    await page.getByRole('button', { name: `Account ${name}` }).waitFor()
    expect(await account.getByTestId('siwx-address').textContent()).toBe(`${address.slice(0, 6)}…${address.slice(-4)}`)
    // Enter signs in, never disconnects: the first thing focus meets is Sign in.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('siwx-sign')
    // A Close that could only shake the modal is not offered; Disconnect is the way out.
    expect(await dialog().getByRole('button', { name: 'Close' }).count()).toBe(0)
    expect(await dialog().getByRole('button', { name: 'Disconnect' }).isVisible()).toBe(true)
    await screenshotModal(page, 'siwx-required')
  })

  it('rule SIWX close guard: a required sign-in cannot be closed unsigned', async () => {
    await page.keyboard.press('Escape')
    await dialog().getByTestId('siwx-sign').waitFor()
    expect(await dialog().isVisible()).toBe(true)
  })

  it("error: a declined signature shows 'Signature declined' and keeps the view", async () => {
    await testWallet("window.__airlockTestWallet.rejectNext('personal_sign')")
    // Enter, with focus where the view put it, asks the wallet to sign.
    await page.keyboard.press('Enter')
    expect(await dialog().getByRole('alert').textContent()).toBe('Signature declined')
    expect(await dialog().getByTestId('siwx-sign').isVisible()).toBe(true)
  })

  it('default: signing in closes the modal and the page shows who signed in, until when', async () => {
    await dialog().getByTestId('siwx-sign').click()
    await dialog().waitFor({ state: 'detached' })
    const status = page.getByTestId('siwx-status')
    await page.getByText(/^Signed in as/).waitFor()
    expect(await status.textContent()).toMatch(new RegExp(`^Signed in as ${address} until `))
    await page.screenshot({ path: 'test-results/siwx-signed-in-1280.png' })
  })

  it('behavior: a session the API revoked asks again after a reload', async () => {
    const revoked = await page.evaluate(async () => {
      const sessions = JSON.parse(Object.entries(localStorage).find(([key]) => key.endsWith('siwx:sessions'))![1]) as { token: string }[]
      const airlock = (window as unknown as { airlock: { api: { post(path: string, body: unknown): Promise<unknown> } } }).airlock
      return airlock.api.post('/v1/siwx/session/revoke', { token: sessions[0]!.token })
    })
    expect(revoked).toEqual({ success: true })
    await page.reload()
    await page.getByRole('dialog').getByTestId('siwx-sign').waitFor()
    expect(await page.getByTestId('siwx-status').textContent()).toBe('Not signed in')
  })
})
