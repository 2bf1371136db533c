import type { BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer } from '../../server/api/startApiServer.js'
import { startEvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { startRelay } from '../../local/relay/startRelay.js'
import { startHostPageServer } from '../fixtures/hostPage/startHostPageServer.js'
import { greeting, type WagmiHostConfig } from '../fixtures/wagmiHost/WagmiHostConfig.js'
import { useStarted } from '../helpers/useStarted.js'
import { launchBrowser } from './helpers/launchBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './wallets/createWalletConnectTestWallet.js'

// The wagmi fixture host (test/fixtures/wagmiHost) on its own origin, with what it talks to:
// the local EVM chain, the WalletConnect relay and the API, whose project allows that origin.
const env = useStarted(
  async () => {
    const [evm, relay, browser] = await Promise.all([startEvmDevnet({ port: 0 }), startRelay({ port: 0 }), launchBrowser()])
    const config: Partial<WagmiHostConfig> = {}
    const host = await startHostPageServer({ entry: new URL('../fixtures/wagmiHost/main.tsx', import.meta.url), title: 'wagmi host', config: () => config })
    const api = await startApiServer({
      port: 0,
      projects: [{ id: 'wagmi-host', allowedOrigins: [host.url] }],
      evm: { rpcUrl: evm.url, chainId: evm.chainId, name: 'Airlock Devnet', contracts: { token: evm.contracts.token } },
      indexer: false,
    })
    Object.assign(config, { projectId: 'wagmi-host', apiUrl: api.url, relayUrl: relay.url, rpcUrl: evm.url, token: evm.contracts.token.address, recipient: evm.accounts[9]!.address })
    return { evm, relay, host, api, browser }
  },
  async ({ evm, relay, host, api, browser }) => {
    await browser.close()
    await api.stop()
    await host.stop()
    await relay.stop()
    await evm.stop()
  },
)

// Every host the pages asked for, by request or socket: only loopback is allowed.
const hosts = new Set<string>()

/** The host page in a fresh browser context, with every page error and every host it reached collected. */
async function openHost(prepare?: (context: BrowserContext) => Promise<unknown>) {
  const context = await env.browser.newContext()
  await prepare?.(context)
  context.on('request', (request) => hosts.add(new URL(request.url()).hostname))
  context.on('page', (opened) => opened.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname)))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(env.host.url)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  return { page, context, errors }
}

const dialog = (page: Page) => page.getByRole('dialog')
const shows = (page: Page, testId: string, text: string | RegExp) => page.getByTestId(testId).filter({ hasText: typeof text === 'string' ? new RegExp(`^${text}$`) : text }).waitFor({ timeout: 30_000 })
const dusdOf = (address: Address) =>
  createPublicClient({ transport: http(env.evm.url) }).readContract({ ...env.evm.contracts.token, functionName: 'balanceOf', args: [address] })

/** Transfers 3 DUSD with the host's useWriteContract and checks the recipient's balance on the chain. */
async function transfersDusd(page: Page) {
  const recipient = env.evm.accounts[9]!.address
  const before = await dusdOf(recipient)
  await page.getByRole('button', { name: 'Transfer 3 DUSD' }).click()
  await shows(page, 'transfer', /^success: 0x[0-9a-f]{64}$/)
  expect((await dusdOf(recipient)) - before).toBe(3_000_000n)
}

/** Signs the host's typed data with useSignTypedData and verifies the signature against `address`. */
async function signsTypedData(page: Page, address: Address) {
  await page.getByRole('button', { name: 'Sign typed data' }).click()
  await shows(page, 'signature', /^0x[0-9a-f]+$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(await verifyTypedData({ ...greeting, address, signature })).toBe(true)
}

/** Both sides connected to `address`: wagmi's useAccount and Airlock's button. */
async function bothConnected(page: Page, address: Address) {
  await shows(page, 'wagmi-status', 'connected')
  expect(await page.getByTestId('wagmi-address').textContent()).toBe(address)
  expect(await page.getByTestId('wagmi-chain').textContent()).toBe('31337')
  await page.getByRole('button', { name: /^Account / }).waitFor()
}

/** Both sides disconnected. */
async function bothDisconnected(page: Page) {
  await shows(page, 'wagmi-status', 'disconnected')
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

describe('a wagmi host with an injected wallet', () => {
  let page: Page
  let errors: string[]
  let address: Address

  beforeAll(async () => {
    ;({ page, errors } = await openHost(async (context) => {
      ;({ address } = await installInjectedWallet(context, { privateKey: env.evm.accounts[1]!.privateKey, chains: { 31337: env.evm.url }, chainId: 31337 }))
    }))
  })

  it("default: the wallet picked in Airlock's modal is wagmi's account", async () => {
    expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await bothConnected(page, address)
  })

  it('behavior: useWriteContract transfers DUSD on the local chain', async () => {
    await transfersDusd(page)
  })

  it('behavior: useSignTypedData signs typed data that verifies against the account', async () => {
    await signsTypedData(page, address)
  })

  it('behavior: after a reload both are connected again, and wagmi still sends through the wallet', async () => {
    await page.reload()
    await bothConnected(page, address)
    await transfersDusd(page)
  })

  it("behavior: Disconnect in Airlock disconnects wagmi; wagmi's connect opens Airlock's modal; wagmi's disconnect disconnects Airlock", async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await bothDisconnected(page)
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await bothConnected(page, address)
    await page.getByRole('button', { name: 'Disconnect wagmi' }).click()
    await bothDisconnected(page)
    // Neither side comes back after a reload.
    await page.reload()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('wagmi-status').textContent()).toBe('disconnected')
    expect(errors).toEqual([])
  })
})

/** The connectors of wagmi's connections, as wagmi keeps them for the next page load. */
const wagmiConnectorIds = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wagmi.store') ?? '{}').state?.connections?.value ?? []).map(([, connection]: [string, { connector: { id: string } }]) => connection.connector.id))

// Many wallets lack wallet_revokePermissions: the site stays authorised in the wallet after
// Airlock's disconnect, so nothing but Airlock can end wagmi's connection.
const keepsPermission = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __airlockTestWallet: { failNext(method: string, error: { code: number; message: string }, count: number): void } }).__airlockTestWallet.failNext(
      'wallet_revokePermissions', { code: 4200, message: 'The wallet does not support wallet_revokePermissions' }, 10,
    ),
  )

describe('a wagmi host with an injected wallet that keeps the site\'s permission', () => {
  it('behavior: after a reload, Disconnect in Airlock disconnects wagmi, and neither comes back on the next reload', async () => {
    let address!: Address
    const { page, errors } = await openHost(async (context) => {
      ;({ address } = await installInjectedWallet(context, { privateKey: env.evm.accounts[3]!.privateKey, chains: { 31337: env.evm.url }, chainId: 31337 }))
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await dialog(page).waitFor({ state: 'detached' })
    await bothConnected(page, address)
    await page.reload()
    await bothConnected(page, address)
    // wagmi reaches the wallet through Airlock only: no connection of its own to end.
    expect(await wagmiConnectorIds(page)).toEqual(['airlock'])
    await keepsPermission(page)
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await bothDisconnected(page)
    await page.reload()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await shows(page, 'wagmi-status', 'disconnected')
    expect(errors).toEqual([])
  })
})

describe('a wagmi host with a WalletConnect wallet', () => {
  let wallet: WalletConnectTestWallet
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    wallet = await createWalletConnectTestWallet({ relayUrl: env.relay.url, privateKey: env.evm.accounts[2]!.privateKey, chains: { 31337: env.evm.url } })
    ;({ page, errors } = await openHost())
  })

  afterAll(async () => {
    await wallet?.stop()
  })

  it("default: the wallet paired through Airlock's QR view is wagmi's account", async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name: /WalletConnect/ }).click()
    await dialog(page).getByRole('img', { name: /^QR code to connect/ }).waitFor()
    await wallet.pair((await dialog(page).getByRole('button', { name: 'Copy link' }).getAttribute('value'))!)
    await dialog(page).waitFor({ state: 'detached' })
    await bothConnected(page, wallet.control.address)
  })

  it('behavior: useWriteContract and useSignTypedData go to the wallet over the relay', async () => {
    await transfersDusd(page)
    await signsTypedData(page, wallet.control.address)
    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_sendTransaction', 'eth_signTypedData_v4'])
  })

  it('behavior: after a reload the session is restored on both sides, without a new proposal', async () => {
    const proposals = wallet.proposals.length
    await page.reload()
    await bothConnected(page, wallet.control.address)
    expect(wallet.proposals).toHaveLength(proposals)
    await signsTypedData(page, wallet.control.address)
  })

  it('behavior: Disconnect in Airlock ends the session and disconnects wagmi; after a new pairing, wagmi\'s disconnect ends both', async () => {
    const deleted = new Promise((resolve) => wallet.client.once('session_delete', resolve))
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await bothDisconnected(page)
    await deleted
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await dialog(page).getByRole('button', { name: /WalletConnect/ }).click()
    await dialog(page).getByRole('img', { name: /^QR code to connect/ }).waitFor()
    await wallet.pair((await dialog(page).getByRole('button', { name: 'Copy link' }).getAttribute('value'))!)
    await dialog(page).waitFor({ state: 'detached' })
    await bothConnected(page, wallet.control.address)
    const deletedAgain = new Promise((resolve) => wallet.client.once('session_delete', resolve))
    await page.getByRole('button', { name: 'Disconnect wagmi' }).click()
    await bothDisconnected(page)
    await deletedAgain
    expect(wallet.session).toBeUndefined()
    expect(errors).toEqual([])
    expect([...hosts].filter((host) => !['127.0.0.1', 'localhost'].includes(host))).toEqual([])
  })
})
