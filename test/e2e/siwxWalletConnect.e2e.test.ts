import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './wallets/createWalletConnectTestWallet.js'

const env = useStackAndBrowser()

let wallet: WalletConnectTestWallet
let demo: DemoPage
let page: Page
const dialog = () => page.getByRole('dialog')

beforeAll(async () => {
  wallet = await createWalletConnectTestWallet({
    relayUrl: env.stack.urls.relay!,
    privateKey: env.stack.evm.accounts[5]!.privateKey,
    chains: { 31337: env.stack.evm.url, 31338: env.stack.evmSecond.url },
  })
  // Sign-in required, verified by the API; EVM networks only, so one-click auth applies (SPEC §5).
  demo = await openDemo(env.browser, `${env.stack.urls.demo!}/?siwx=required&networks=evm`)
  page = demo.page
})
afterAll(async () => {
  await wallet?.stop()
  await demo?.close()
})

describe('WalletConnect one-click auth', () => {
  it('default: one approval in the wallet connects and signs in; no sign-in view, no second signature', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /WalletConnect/ }).click()
    const link = dialog().getByRole('button', { name: 'Copy link' })
    await link.waitFor()
    await wallet.pair((await link.getAttribute('value'))!)
    await page.getByText(new RegExp(`^Signed in as ${wallet.control.address} until `)).waitFor({ timeout: 30_000 })
    await dialog().waitFor({ state: 'detached' })
    expect(wallet.authentications).toEqual([{ chains: ['eip155:31337', 'eip155:31338'], domain: new URL(env.stack.urls.demo!).host }])
    expect(wallet.proposals).toEqual([])
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toEqual([])
    const sessions = await page.evaluate(() => (window as unknown as { airlock: { siwx: { getSessions(): Promise<{ data: { accountAddress: string; chainId: string }; token?: string }[]> } } }).airlock.siwx.getSessions())
    expect(sessions[0]).toMatchObject({ data: { accountAddress: wallet.control.address, chainId: 'eip155:31337' }, token: expect.any(String) })
  })
})

describe('the demo wallet page', () => {
  it('behavior: its sign-in request shows the app and its chains, and Approve connects and signs in with one signature per chain', async () => {
    const app = await openDemo(env.browser, `${env.stack.urls.demo!}/?siwx=required&networks=evm`)
    const tab = await app.context.newPage()
    try {
      await tab.goto(env.stack.urls.walletDemo!)
      await tab.getByRole('button', { name: 'Connect' }).waitFor()
      await app.page.bringToFront()
      await app.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await app.page.getByRole('dialog').getByRole('button', { name: /WalletConnect/ }).click()
      const link = app.page.getByRole('dialog').getByRole('button', { name: 'Copy link' })
      await link.waitFor()
      const uri = (await link.getAttribute('value'))!
      await tab.bringToFront()
      await tab.getByLabel('Pairing URI').fill(uri)
      await tab.getByRole('button', { name: 'Connect' }).click()
      const request = tab.getByRole('region', { name: 'Connection request' })
      await request.waitFor()
      expect(await request.textContent()).toContain('Airlock demo')
      expect(await request.textContent()).toContain('eip155:31337')
      await request.getByRole('button', { name: 'Approve' }).click()
      await app.page.getByText(/^Signed in as 0x[0-9a-fA-F]{40} until /).waitFor({ timeout: 30_000 })
      expect(await tab.getByRole('status').last().textContent()).toContain('Signed in to Airlock demo')
    } finally {
      await tab.close()
      await app.close()
    }
  })
})
