import type { Page } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { switchWalletChain } from './wallets/switchWalletChain.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let address: Address
let clients: ReturnType<typeof createDevnetClients>
let funder: ReturnType<typeof createFunder>
/** The dev account that funds the test wallet. */
const createFunder = () => createWalletClient({ account: privateKeyToAccount(env.stack.evm.accounts[8]!.privateKey), transport: http(env.stack.evm.url) })

const dialog = () => page.getByRole('dialog')
const shop = () => env.stack.evm.accounts[7]!.address
const dusd = (owner: Address) => clients.publicClient.readContract({ address: env.stack.evm.contracts.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

beforeAll(async () => {
  clients = createDevnetClients(env.stack.evm)
  // A fresh wallet with gas money and 2 DUSD: less than the 5 the demo asks for.
  funder = createFunder()
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: async (context) => {
      address = (await installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url, 31338: env.stack.evmSecond.url }, chainId: 31337 })).address as Address
    },
  })
  await clients.publicClient.waitForTransactionReceipt({ hash: await funder.sendTransaction({ chain: null, to: address, value: parseEther('1') }) })
  await clients.publicClient.waitForTransactionReceipt({ hash: await funder.writeContract({ chain: null, address: env.stack.evm.contracts.token.address, abi: erc20Abi, functionName: 'transfer', args: [address, parseUnits('2', 6)] }) })
  page = demo.page
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await dialog().waitFor({ state: 'detached' })
})
afterAll(async () => demo?.close())

describe('Pay 5 DUSD', () => {
  it('behavior: with too little, Pay offers Buy for the difference and completes after it', async () => {
    const before = await dusd(shop())
    await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
    await dialog().getByTestId('pay-amount').filter({ hasText: '5.000 DUSD' }).waitFor()
    await dialog().getByText('You need 3.000 DUSD more.').waitFor()
    await dialog().getByRole('button', { name: 'Buy 3.000 DUSD' }).click()
    // Buy opens preset: DUSD on the devnet, the onramp's 10.00 USD minimum.
    await expect.poll(() => dialog().getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('10.00')
    await dialog().getByTestId('quote-sandbox').filter({ hasText: 'You get' }).waitFor()
    const [popup] = await Promise.all([page.context().waitForEvent('page'), dialog().getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()])
    await popup.getByRole('button', { name: 'Complete purchase' }).click()
    await popup.getByRole('status').filter({ hasText: 'Purchase complete' }).waitFor()
    await popup.close()
    // Back on Pay with 2 + 9.35 DUSD.
    await dialog().getByTestId('pay-balance').filter({ hasText: '11.350 DUSD' }).waitFor({ timeout: 30_000 })
    await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).click()
    await page.getByTestId('pay-status').filter({ hasText: /^Paid: 0x[0-9a-f]{64}$/ }).waitFor({ timeout: 30_000 })
    expect(await dusd(shop())).toBe(before + parseUnits('5', 6))
    expect(await dusd(address)).toBe(parseUnits('6.35', 6))
    // "Paid", with the balance left after paying, not the one before.
    await dialog().getByText('Paid', { exact: true }).first().waitFor()
    await dialog().getByTestId('pay-balance').filter({ hasText: '6.350 DUSD' }).waitFor({ timeout: 15_000 })
    // The host's "Paid: 0x…" line wraps on a phone instead of widening the page.
    const size = page.viewportSize()!
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await page.setViewportSize(size)
  })

  it('error: a declined payment rejects and keeps the view', async () => {
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click()
    await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
    await dialog().getByTestId('pay-balance').filter({ hasText: '6.350 DUSD' }).waitFor()
    await page.evaluate(() => (window as unknown as { __airlockTestWallet: { rejectNext(method: string): void } }).__airlockTestWallet.rejectNext('eth_sendTransaction'))
    await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).click()
    await page.getByTestId('pay-status').filter({ hasText: 'Not paid (PAY_DECLINED)' }).waitFor()
    expect(await dialog().getByRole('alert').textContent()).toBe('Payment declined')
    expect(await dialog().getByTestId('pay').isVisible()).toBe(true)
    expect(await dusd(address)).toBe(parseUnits('6.35', 6))
  })

  it('behavior: with enough balance, Pay resolves with a confirmed hash', async () => {
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click()
    await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
    await dialog().getByTestId('pay-balance').filter({ hasText: '6.350 DUSD' }).waitFor()
    await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).click()
    await page.getByTestId('pay-status').filter({ hasText: /^Paid: / }).waitFor({ timeout: 30_000 })
    const hash = (await page.getByTestId('pay-status').textContent())!.slice('Paid: '.length) as `0x${string}`
    expect((await clients.publicClient.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await dusd(address)).toBe(parseUnits('1.35', 6))
  })

  it('behavior: with the wallet on Airlock Devnet Two, Pay reads the DUSD on Airlock Devnet, offers the switch there, then pays', async () => {
    // 10 DUSD more: 11.35 on Airlock Devnet, none on Airlock Devnet Two.
    await clients.publicClient.waitForTransactionReceipt({ hash: await funder.writeContract({ chain: null, address: env.stack.evm.contracts.token.address, abi: erc20Abi, functionName: 'transfer', args: [address, parseUnits('10', 6)] }) })
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click()
    await switchWalletChain(page, 31338, env.stack.evmSecond.url)
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Airlock Devnet Two (eip155:31338)')
    const before = await dusd(shop())
    await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
    await dialog().getByTestId('pay-balance').filter({ hasText: '11.350 DUSD' }).waitFor({ timeout: 15_000 })
    expect(await dialog().getByTestId('pay-other-network').textContent()).toBe('Your wallet is on Airlock Devnet Two; this payment is on Airlock Devnet.')
    // Nothing is missing: no Buy, no note of a difference, and no Pay before the switch.
    expect(await dialog().getByText(/You need/).count()).toBe(0)
    expect(await dialog().getByRole('button', { name: /^Buy / }).count()).toBe(0)
    expect(await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).count()).toBe(0)
    await screenshotModal(page, 'pay-other-network')
    await dialog().getByRole('button', { name: 'Switch to Airlock Devnet' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Airlock Devnet (eip155:31337)')
    expect(await dialog().getByTestId('pay-other-network').count()).toBe(0)
    await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).click()
    await page.getByTestId('pay-status').filter({ hasText: /^Paid: 0x[0-9a-f]{64}$/ }).waitFor({ timeout: 30_000 })
    expect(await dusd(shop())).toBe(before + parseUnits('5', 6))
    expect(await dusd(address)).toBe(parseUnits('6.35', 6))
  })
})
