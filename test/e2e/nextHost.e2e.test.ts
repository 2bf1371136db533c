import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EvmDevnet, startEvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { useStarted } from '../helpers/useStarted.js'
import { launchBrowser } from './helpers/launchBrowser.js'
import { startNextHost } from './helpers/startNextHost.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

// The Next.js host fixture (test/size/next: App Router, a client component with createAirlock,
// every feature on, and the button), as `next build` made it from the packed package and
// `next start` serves it; with a local chain of id 1, Ethereum's, for the injected wallet.
const env = useStarted(
  async () => {
    const [host, evm, browser] = await Promise.all([startNextHost(), startEvmDevnet({ port: 0, chainId: 1 }), launchBrowser()])
    return { host, evm, browser }
  },
  async ({ host, evm, browser }) => {
    await browser.close()
    await evm.stop()
    await host.stop()
  },
  300_000,
)

// JSON-RPC calls to Ethereum's public RPC go to the local chain; any other outside host is refused.
async function routeOutside(page: Page, evm: EvmDevnet, refused: string[]) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    const request = route.request()
    if (request.method() === 'POST' && request.postData()?.includes('"jsonrpc"')) {
      const answer = await fetch(evm.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.postData() })
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: await answer.text() })
    }
    refused.push(request.url())
    return route.abort()
  })
}

describe('a Next.js host (App Router, production build)', () => {
  let page: Page
  let address: string
  const errors: string[] = []
  const refused: string[] = []

  beforeAll(async () => {
    const context = await env.browser.newContext()
    ;({ address } = await installInjectedWallet(context, { privateKey: env.evm.accounts[1]!.privateKey, chains: { 1: env.evm.url }, chainId: 1 }))
    page = await context.newPage()
    await routeOutside(page, env.evm, refused)
    page.on('pageerror', (error) => errors.push(error.message))
    // A failed load of a refused outside host is said by the browser, not by the page.
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()))
  })

  afterAll(() => page?.context().close())

  it('default: the server renders the page with the button, without touching browser globals', async () => {
    const response = await fetch(env.host.url)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('A Next.js host')
    expect(html).toMatch(/<button[^>]*>(?:<[^>]+>)*Connect Wallet/)
  })

  it('behavior: the page hydrates without a mismatch and the button opens the modal', async () => {
    await page.goto(env.host.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
    expect(errors).toEqual([])
  })

  it('behavior: the injected wallet connects, Sign in asks next, and the account shows', async () => {
    await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).click()
    // Every feature is on, SIWX among them: a new connection is asked to sign in (not required).
    await page.getByRole('dialog').getByTestId('siwx-sign').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const account = page.getByRole('button', { name: /^Account / })
    await account.waitFor()
    expect(await account.getAttribute('aria-label')).toContain(address.slice(2, 6))
    expect(errors).toEqual([])
  })
})
