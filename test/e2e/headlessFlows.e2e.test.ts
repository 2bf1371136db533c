import type { BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { verifySiwxSession } from '../../integrations/server/verifySiwxSession.js'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { bundleHostPage } from '../fixtures/hostPage/bundleHostPage.js'
import { type BrowserMode, browserModes } from './helpers/browserModes.js'
import { headlessHostEntry, useHeadlessHostStack } from './helpers/useHeadlessHostStack.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { createWalletConnectTestWallet } from './wallets/createWalletConnectTestWallet.js'

// The headless fixture host with the whole local stack (relay, frame, identity provider,
// onramp sandbox): the flows that need the person, each in the host's own UI.
const env = useHeadlessHostStack()

const contexts: BrowserContext[] = []
afterAll(() => Promise.all(contexts.map((context) => context.close())))
// The host's chunks any page of this file loaded.
const requested = new Set<string>()

/** The host in a fresh browser context of `mode` (a new device; default a private window), `prepare` run on the context first. */
async function openHost(prepare?: (context: BrowserContext) => Promise<unknown>, mode: BrowserMode = browserModes[1]!): Promise<Page> {
  const context = await mode.open(env.browser)
  contexts.push(context)
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/')) requested.add(pathname.slice('/assets/'.length))
  })
  await prepare?.(context)
  const page = await context.newPage()
  await page.goto(env.host.url)
  await page.getByTestId('account').filter({ hasText: 'signed out' }).waitFor()
  return page
}

const connectedAddress = (page: Page) => page.getByTestId('account').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
const modalElements = (page: Page) => page.locator('.airlock-overlay, .airlock-modal, [role=dialog]').count()

describe("the flows that need the person, in a host's own UI", () => {
  it("default: the host's own pairing code (the WalletConnect URI from useWallets) pairs a wallet over the local relay, which signs in as it approves (one-click SIWX); the host shows the account", async () => {
    const wallet = await createWalletConnectTestWallet({ relayUrl: env.stack.urls.relay!, privateKey: env.stack.evm.accounts[4]!.privateKey, chains: { 31337: env.stack.evm.url } })
    try {
      const page = await openHost()
      const phone = page.getByRole('region', { name: 'Phone wallet' })
      await phone.getByRole('button', { name: 'Show a pairing code' }).click()
      const code = phone.getByTestId('pairing-uri')
      await code.waitFor({ timeout: 20_000 })
      const uri = (await code.textContent())!
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      expect(Number(await code.getAttribute('data-expires-at'))).toBeGreaterThan(Date.now())
      await wallet.pair(uri)
      await page.getByTestId('account').filter({ hasText: new RegExp(`^${wallet.control.address}$`, 'i') }).waitFor({ timeout: 30_000 })
      // With sign-in on, the pairing asked the wallet to sign in for this host as it approved,
      // and the API keeps that session: no second prompt.
      expect(wallet.authentications).toEqual([{ chains: ['eip155:31337'], domain: new URL(env.host.url).host }])
      const token = page.getByTestId('siwx-token')
      await token.filter({ hasText: /\S/ }).waitFor({ timeout: 20_000 })
      const session = await verifySiwxSession((await token.textContent())!, { apiUrl: env.stack.urls.api!, projectId: DEMO_PROJECT_ID })
      expect(session.address.toLowerCase()).toBe(wallet.control.address.toLowerCase())
      // The host's code is gone once the wallet approved.
      expect(await code.count()).toBe(0)
      expect(await modalElements(page)).toBe(0)
    } finally {
      await wallet.stop()
    }
  })

  // The embedded wallet's flow: in each browser mode, its frame (localhost) on another site than the host (127.0.0.1).
  it.each(browserModes)("behavior: the host's own GitHub button signs in through the local identity provider's popup; the same GitHub user on another device opens the same wallet ($name)", async (mode) => {
    const username = `octo-headless-${Date.now().toString(36)}`
    const addresses: string[] = []
    for (let device = 0; device < 2; device++) {
      const page = await openHost(undefined, mode)
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('region', { name: 'Social sign-in' }).getByRole('button', { name: 'Sign in with github' }).click()])
      await popup.getByRole('textbox', { name: 'Username' }).fill(username)
      await popup.getByRole('button', { name: 'Allow' }).click()
      await connectedAddress(page).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await page.locator('body').innerText()}`)
      })
      if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 10_000 })
      // Once signed in the host's line says nothing: no raw step word ('idle') is shown.
      const step = page.locator('[data-testid=social-step][data-step=idle]')
      await step.waitFor({ state: 'attached' })
      expect(await step.textContent()).toBe('')
      expect(await modalElements(page)).toBe(0)
      addresses.push((await connectedAddress(page).textContent())!)
    }
    expect(addresses[1]).toBe(addresses[0])
  })

  it("behavior: the host's own Buy form shows the sandbox's quote, opens its checkout from the click at the order the API recorded, and follows the order until the DUSD arrived (checked on chain)", async () => {
    let address = ''
    const page = await openHost(async (context) => {
      ;({ address } = await installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 }))
    })
    await page.getByRole('region', { name: 'Our wallets' }).getByRole('button', { name: /^Use Airlock Test Wallet/ }).click()
    await page.getByTestId('account').filter({ hasText: new RegExp(`^${address}$`, 'i') }).waitFor({ timeout: 20_000 })
    const form = page.getByRole('form', { name: 'Buy' })
    await form.getByRole('combobox', { name: 'Buy' }).selectOption('DUSD')
    await form.getByRole('combobox', { name: 'On' }).selectOption({ label: 'Airlock Devnet' })
    await form.getByLabel('Pay (USD)').fill('100')
    await form.getByRole('button', { name: 'Get a quote' }).click()
    // 100 USD less 1.5% and 0.50: 98 DUSD.
    await form.getByTestId('buy-quote').filter({ hasText: /^98\.000000 DUSD for 100\.00 USD from sandbox$/ }).waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await form.innerText()}`)
    })
    const [checkout] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'Go to checkout' }).click()])
    await checkout.getByRole('button', { name: 'Complete purchase' }).waitFor({ timeout: 20_000 })
    const order = form.getByTestId('buy-order')
    await form.locator('[data-testid=buy-order][data-status=pending]').waitFor()
    const orderId = (await order.getAttribute('data-order-id'))!
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/)
    // The checkout is the API's page for the order it made, and that order delivers to this account.
    expect(checkout.url()).toBe(`${env.stack.urls.api}/onramp/sandbox/${orderId}?method=card`)
    const recorded = async () => (await fetch(`${env.stack.urls.api}/v1/onramp/orders/${orderId}?projectId=${DEMO_PROJECT_ID}`)).json() as Promise<Record<string, unknown>>
    const made = await recorded()
    expect(made).toMatchObject({ id: orderId, status: 'pending', asset: 'DUSD' })
    expect(String(made['destination']).toLowerCase()).toBe(address.toLowerCase())
    await checkout.getByRole('button', { name: 'Complete purchase' }).click()
    await checkout.getByRole('status').filter({ hasText: 'Purchase complete' }).waitFor()
    // The host's form followed the order to its result: completed, with the delivery's transaction.
    // A sentence with the transaction, not the order's status word.
    await form.locator('[data-testid=buy-order][data-status=completed]').filter({ hasText: /^Delivered: 0x[0-9a-f]{64}$/ }).waitFor({ timeout: 30_000 })
    const txHash = (await order.textContent())!.split(' ')[1]
    expect(await recorded()).toMatchObject({ status: 'completed', txHash })
    const balance = await createPublicClient({ transport: http(env.stack.evm.url) }).readContract({ address: env.stack.evm.contracts.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] })
    expect(balance).toBe(parseUnits('98', 6))
    expect(await modalElements(page)).toBe(0)
    await checkout.close()
  })

  it("rule headless: none of these flows loaded the modal's shell or the views they have in the modal (WalletConnect's QR, Farcaster's, Buy and its order)", async () => {
    // Strings only those carry: the overlay, the QR code, Farcaster's link, Buy's amount pair, the delivered order.
    const markers = ['airlock-overlay', 'airlock-qr', 'farcaster-link', 'airlock-buy-pair', 'buy-delivered']
    const bundle = await bundleHostPage(headlessHostEntry)
    expect(requested.size).toBeGreaterThan(0)
    expect(markers.filter((marker) => ![...bundle.files.values()].some((text) => text.includes(marker)))).toEqual([])
    const loaded = [...requested].map((name) => bundle.files.get(name) ?? '')
    expect(markers.filter((marker) => loaded.some((text) => text.includes(marker)))).toEqual([])
  })
})
