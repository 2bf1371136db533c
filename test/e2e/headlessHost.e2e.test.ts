import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer } from '../../server/api/startApiServer.js'
import { devnetSwaps } from '../../local/devnet/evm/devnetSwaps.js'
import { startEvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { verifySiwxSession } from '../../integrations/server/verifySiwxSession.js'
import { bundleHostPage } from '../fixtures/hostPage/bundleHostPage.js'
import { startHostPageServer } from '../fixtures/hostPage/startHostPageServer.js'
import type { DemoConfig } from '../../demo/demoConfig.js'
import { useStarted } from '../helpers/useStarted.js'
import { launchBrowser } from './helpers/launchBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

// The headless example (demo/headless, served by `npm start` at /headless/) on its own origin,
// with the local EVM chain and the API, whose project allows that origin.
const entry = new URL('../../demo/headless/main.tsx', import.meta.url)
const env = useStarted(
  async () => {
    const [evm, browser] = await Promise.all([startEvmDevnet({ port: 0 }), launchBrowser()])
    const config: Partial<DemoConfig> = {}
    const host = await startHostPageServer({ entry, title: 'headless host', config: () => config, configElementId: 'airlock-demo-config' })
    const api = await startApiServer({ port: 0, projects: [{ id: 'headless-host', allowedOrigins: [host.url] }], evm: { rpcUrl: evm.url, chainId: evm.chainId, name: 'Airlock Devnet', contracts: { token: evm.contracts.token }, swaps: devnetSwaps(evm.contracts) }, indexer: false })
    Object.assign(config, { projectId: 'headless-host', apiUrl: api.url, evmRpcUrl: evm.url })
    return { evm, host, api, browser }
  },
  async ({ evm, host, api, browser }) => {
    await browser.close()
    await api.stop()
    await host.stop()
    await evm.stop()
  },
)

// Strings only the modal shell (its overlay) and views (All Wallets' search, Send's preview, SIWX's sign view, the name rules, Swap's preview) carry.
const modalMarkers = ['airlock-overlay', 'airlock-wallet-search', 'send-preview-fee', 'siwx-sign', 'data-rule', 'swap-preview-from']
const balanceOf = (address: Address) => createPublicClient({ transport: http(env.evm.url) }).getBalance({ address })

describe('a host with its own UI over the headless api', () => {
  let page: Page
  let address: string
  const requested = new Set<string>()
  const errors: string[] = []

  beforeAll(async () => {
    const context = await env.browser.newContext()
    ;({ address } = await installInjectedWallet(context, { privateKey: env.evm.accounts[2]!.privateKey, chains: { 31337: env.evm.url }, chainId: 31337 }))
    context.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/assets/')) requested.add(pathname.slice('/assets/'.length))
    })
    page = await context.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(env.host.url)
  })
  afterAll(() => page?.context().close())

  it("default: the host's own list connects the injected wallet, with no element of Airlock's modal in the page", async () => {
    await page.getByTestId('account').filter({ hasText: 'signed out' }).waitFor()
    await page.getByRole('region', { name: 'Our wallets' }).getByRole('button', { name: /^Use Airlock Test Wallet/ }).click()
    await page.getByTestId('account').filter({ hasText: new RegExp(`^${address}$`, 'i') }).waitFor({ timeout: 20_000 })
    expect(await page.locator('.airlock-overlay, .airlock-modal, [role=dialog]').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it("behavior: the host's own prompt signs in with SIWX: the wallet signs the message and the API keeps a session for this account and origin", async () => {
    await page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with your wallet' }).click()
    const token = page.getByTestId('siwx-token')
    await token.filter({ hasText: /\S/ }).waitFor({ timeout: 20_000 })
    const session = await verifySiwxSession((await token.textContent())!, { apiUrl: env.api.url, projectId: 'headless-host' })
    expect(session.address.toLowerCase()).toBe(address.toLowerCase())
    expect(session.domain).toBe(new URL(env.host.url).host)
  })

  it("behavior: the host's own send form sends 0.01 ETH through the connected wallet, followed until mined (checked on chain)", async () => {
    const receiver = env.evm.accounts[8]!.address
    const before = await balanceOf(receiver)
    const form = page.getByRole('form', { name: 'Send' })
    await form.getByRole('button', { name: 'Send ETH' }).waitFor({ timeout: 20_000 })
    await form.getByLabel('To').fill(receiver)
    await form.getByLabel('Amount').fill('0.01')
    await form.getByRole('button', { name: 'Send ETH' }).click()
    await form.locator('[data-testid=sent][data-status=confirmed]').waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await form.innerText()}`)
    })
    expect((await balanceOf(receiver)) - before).toBe(parseEther('0.01'))
    expect(await page.locator('.airlock-overlay, .airlock-modal, [role=dialog]').count()).toBe(0)
  })

  it("behavior: the host's own swap form swaps 0.01 ETH for DUSD through the wallet (the DUSD balance grows on chain)", async () => {
    const dusd = () => createPublicClient({ transport: http(env.evm.url) }).readContract({ ...env.evm.contracts.token, functionName: 'balanceOf', args: [address as Address] })
    const before = await dusd()
    const form = page.getByRole('form', { name: 'Swap' })
    await form.getByLabel('Sell ETH').fill('0.01')
    await form.getByTestId('swap-quote').filter({ hasText: /^quoted$/ }).waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await form.innerText()}`)
    })
    await form.getByRole('button', { name: 'Swap to DUSD' }).click()
    await form.getByTestId('swapped').filter({ hasText: /^0x[0-9a-f]{64}$/ }).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await form.innerText()}`)
    })
    expect((await dusd()) > before).toBe(true)
  })

  it("behavior: the host's own name form finds a free name as typed and registers it with the wallet's signature; the API gives the name's address", async () => {
    const label = `headless${Date.now() % 1_000_000}`
    const form = page.getByRole('form', { name: 'Name' })
    await form.getByLabel('Name').fill(label)
    await form.locator('[data-testid=name-status][data-status=available]').waitFor({ timeout: 20_000 })
    // A sentence, not the search's status word.
    expect(await form.getByTestId('name-status').textContent()).toBe(`${label}.airlock.id is available`)
    await form.getByRole('button', { name: 'Register' }).click()
    await form.getByTestId('registered').filter({ hasText: `${label}.airlock.id` }).waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await form.innerText()}`)
    })
    const profile = await (await fetch(`${env.api.url}/v1/profile/account/${label}.airlock.id?projectId=headless-host`)).json()
    expect(profile).toMatchObject({ name: `${label}.airlock.id`, addresses: { '60': { address } } })
  })

  it("rule headless: no chunk of the modal's shell or of any view was requested", async () => {
    const bundle = await bundleHostPage(entry)
    expect(requested.size).toBeGreaterThan(0)
    const loaded = [...requested].map((name) => bundle.files.get(name) ?? '')
    // The markers are in the bundle (so their absence below says something) …
    expect(modalMarkers.every((marker) => [...bundle.files.values()].some((text) => text.includes(marker)))).toBe(true)
    // … but in none of what the page loaded.
    expect(modalMarkers.filter((marker) => loaded.some((text) => text.includes(marker)))).toEqual([])
  })
})
