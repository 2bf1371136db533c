import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let address: `0x${string}`

beforeAll(async () => {
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: async (context) => {
      const installed = await installInjectedWallet(context, {
        privateKey: env.stack.evm.accounts[4]!.privateKey,
        chains: { 31337: env.stack.evm.url },
        chainId: 31337,
      })
      address = installed.address as `0x${string}`
    },
  })
  page = demo.page
})

afterAll(() => demo?.close())

const hasProvider = () => page.evaluate(() => (window as unknown as { airlock: { getProvider(namespace: string): unknown } }).airlock.getProvider('eip155') !== undefined)

describe('getProvider with an injected wallet', () => {
  it('default: no provider before a wallet connects, and no Sign message button', async () => {
    expect(await hasProvider()).toBe(false)
    expect(await page.getByRole('button', { name: 'Sign message' }).count()).toBe(0)
  })

  it('behavior: the demo signs "Hello from Airlock" through getProvider, and viem verifies the signature', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await hasProvider()).toBe(true)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const output = page.getByTestId('signature')
    await output.filter({ hasText: /^0x[0-9a-f]{130}$/ }).waitFor()
    const signature = (await output.textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from Airlock', signature })).toBe(true)
    // The wallet's own provider: a request through it reaches the wallet with the account.
    const accounts = await page.evaluate(() =>
      (window as unknown as { airlock: { getProvider(namespace: string): { request(args: { method: string }): Promise<unknown> } } }).airlock
        .getProvider('eip155')!
        .request({ method: 'eth_accounts' }),
    )
    expect(accounts).toEqual([address])
    expect(demo.errors).toEqual([])
  })

  it('behavior: after disconnect getProvider gives undefined and the button goes', async () => {
    await page.evaluate(() => (window as unknown as { airlock: { disconnect(): Promise<void> } }).airlock.disconnect())
    await page.getByRole('button', { name: 'Sign message' }).waitFor({ state: 'detached' })
    expect(await hasProvider()).toBe(false)
  })
})
