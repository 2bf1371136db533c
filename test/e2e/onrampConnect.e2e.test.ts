import type { Page } from 'playwright-core'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
const dialog = () => page.getByRole('dialog')

beforeAll(async () => {
  // The demo with `features.onramp.connectMethod` (?buy=connect) and a wallet with nothing in it.
  demo = await openDemo(env.browser, `${env.stack.urls.demo!}?buy=connect`, {
    beforeGoto: (context) => installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 }).then(() => {}),
  })
  page = demo.page
})
afterAll(async () => demo?.close())

describe('Connecting from Buy and Pay', () => {
  it('behavior: "Buy crypto" follows the wallets, asks to connect first, and returns to Buy once connected', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const buy = dialog().getByRole('button', { name: 'Buy crypto' })
    await buy.waitFor()
    const labels = await dialog().locator('[data-airlock-view] button').allTextContents()
    expect(labels.indexOf('Buy crypto')).toBeGreaterThan(labels.findIndex((label) => label.startsWith('All Wallets')))
    await buy.click()
    await dialog().getByText('Connect a wallet to buy crypto.').waitFor()
    await dialog().getByRole('button', { name: 'Connect a wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
    // Connected, the person is back on Buy with its form.
    await dialog().getByRole('combobox', { name: 'Buy' }).waitFor()
    await expect.poll(() => dialog().getByRole('heading').first().textContent()).toBe('Buy')
    expect(demo.errors).toEqual([])
  })

  it('behavior: Pay asked of a person not connected connects first and comes back to Pay', async () => {
    const fresh = await openDemo(env.browser, env.stack.urls.demo!, {
      beforeGoto: (context) => installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 }).then(() => {}),
    })
    try {
      const modal = () => fresh.page.getByRole('dialog')
      await fresh.page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
      await modal().getByRole('button', { name: 'Connect a wallet to pay' }).click()
      await modal().getByRole('button', { name: /Airlock Test Wallet/ }).click()
      // Back on Pay, now with the fresh wallet's balance (nothing) and the shortfall.
      await modal().getByTestId('pay-balance').filter({ hasText: '0.000 DUSD' }).waitFor()
      // The shortfall reads in the one amount format, as the balance does (formatTokenAmount).
      await modal().getByText('You need 5.000 DUSD more.').waitFor()
      await screenshotModal(fresh.page, 'pay-connected-shortfall')
      expect(await fresh.page.getByRole('button', { name: /^Account / }).count()).toBe(1)
    } finally {
      await fresh.close()
    }
  })

  it('default: without the option, Connect lists no "Buy crypto"', async () => {
    const plain = await openDemo(env.browser, env.stack.urls.demo!)
    try {
      await plain.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await plain.page.getByRole('dialog').getByRole('button', { name: /All Wallets/ }).waitFor()
      expect(await plain.page.getByRole('dialog').getByRole('button', { name: 'Buy crypto' }).count()).toBe(0)
    } finally {
      await plain.close()
    }
  })
})
