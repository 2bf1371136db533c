import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let address: Address

beforeAll(async () => {
  // A fresh wallet with nothing: all it holds comes from the purchases.
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: async (context) => {
      address = (await installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 })).address as Address
    },
  })
  page = demo.page
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await dialog().waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
})
afterAll(async () => demo?.close())

const dialog = () => page.getByRole('dialog')
const chain = () => createPublicClient({ transport: http(env.stack.evm.url) })

/** Opens Buy, fills the form, waits for the sandbox quote, and opens its checkout; resolves to the checkout page. */
async function checkout(currency: string, amount: string, method: 'Card' | 'Bank transfer') {
  await dialog().getByRole('button', { name: 'Buy', exact: true }).click()
  await dialog().getByRole('combobox', { name: 'Buy' }).selectOption(currency)
  await dialog().getByRole('combobox', { name: 'Network' }).selectOption({ label: 'Airlock Devnet' })
  await dialog().getByRole('radio', { name: method }).check()
  await dialog().getByRole('textbox', { name: 'Amount' }).fill(amount)
  await dialog().getByTestId('quote-sandbox').filter({ hasText: 'You get' }).waitFor()
  const [popup] = await Promise.all([page.context().waitForEvent('page'), dialog().getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()])
  await popup.getByRole('button', { name: 'Complete purchase' }).waitFor()
  return popup
}

describe('buying crypto through the sandbox', () => {
  it('behavior: DUSD by card arrives on chain; the purchase ends on what arrived, and Done shows it in Account', async () => {
    const popup = await checkout('DUSD', '100', 'Card')
    expect(await popup.getByRole('textbox', { name: 'Card number' }).inputValue()).toBe('4242 4242 4242 4242')
    await popup.getByRole('button', { name: 'Complete purchase' }).click()
    await popup.getByRole('status').filter({ hasText: 'Purchase complete' }).waitFor()
    // The modal followed the order to its result: what arrived, as a send ends on its own.
    await dialog().getByTestId('buy-delivered').filter({ hasText: '98.000 DUSD arrived in your wallet.' }).waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'buy-delivered')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 30_000 })
    // 100 USD less 1.5% and 0.50: 98 DUSD.
    const balance = await chain().readContract({ address: env.stack.evm.contracts.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    expect(balance).toBe(parseUnits('98', 6))
    await dialog().getByRole('list', { name: 'Tokens' }).filter({ hasText: 'DUSD' }).waitFor()
    expect(await dialog().getByRole('list', { name: 'Tokens' }).textContent()).toMatch(/98(\.0+)?\s*DUSD/)
    await popup.close()
  })

  it('behavior: ETH by bank transfer arrives on chain and Account shows the balance', async () => {
    const popup = await checkout('ETH', '3050', 'Bank transfer')
    expect(await popup.getByRole('textbox', { name: 'Routing number' }).inputValue()).toBe('110000000')
    await popup.getByRole('button', { name: 'Complete purchase' }).click()
    await popup.getByRole('status').filter({ hasText: 'Purchase complete' }).waitFor()
    await dialog().getByTestId('buy-delivered').filter({ hasText: '1.001 ETH arrived in your wallet.' }).waitFor({ timeout: 30_000 })
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 30_000 })
    // 3050 USD less 45.75 and 0.50 = 3003.75 USD at 3000 USD: 1.00125 ETH.
    expect(await chain().getBalance({ address })).toBe(1_001_250_000_000_000_000n)
    await page.getByTestId('balance').filter({ hasText: /^1\.001/ }).waitFor()
    await popup.close()
  })

  it('error: SPEC §5 amounts outside the limits are refused with a message naming the limit', async () => {
    await dialog().getByRole('button', { name: 'Buy', exact: true }).click()
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('8000')
    expect(await dialog().getByRole('alert').textContent()).toBe('The maximum for card is 7,500.00 USD')
    expect(await dialog().getByRole('button', { name: /^Continue|^Buy$/ }).isDisabled()).toBe(true)
    await dialog().getByRole('radio', { name: 'Bank transfer' }).check()
    expect(await dialog().getByRole('alert').count()).toBe(0)
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('5')
    expect(await dialog().getByRole('alert').textContent()).toBe('The minimum for bank transfer is 10.00 USD')
  })

  it('error: SPEC §8 a failed quote shows the fallback quote and the error', async () => {
    await page.route('**/v1/onramp/quote**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The onramp provider sandbox did not answer', code: 'PROVIDER_UNAVAILABLE' }) }))
    try {
      await dialog().getByRole('textbox', { name: 'Amount' }).fill('50')
      await dialog().getByTestId('quote-fallback').waitFor()
      expect(await dialog().getByTestId('quote-sandbox').textContent()).toContain('50.00 USD')
      expect(await dialog().getByTestId('buy-error').textContent()).toBe('The onramp provider sandbox did not answer')
    } finally {
      await page.unroute('**/v1/onramp/quote**')
    }
  })
})
