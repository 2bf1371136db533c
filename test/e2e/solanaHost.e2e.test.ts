import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { startApiServer } from '../../server/api/startApiServer.js'
import { startSolanaDevnet } from '../../local/devnet/solana/startSolanaDevnet.js'
import { startHostPageServer } from '../fixtures/hostPage/startHostPageServer.js'
import { type SolanaHostConfig, transferLamports } from '../fixtures/solanaHost/SolanaHostConfig.js'
import { useStarted } from '../helpers/useStarted.js'
import { launchBrowser } from './helpers/launchBrowser.js'
import type { SolanaRecordedRequest, SolanaTestWalletControl } from './wallets/createSolanaTestWallet.js'
import { installSolanaInjectedWallet } from './wallets/installSolanaInjectedWallet.js'

// The Solana wallet adapter fixture host (test/fixtures/solanaHost) on its own origin, with
// the local Solana chain and the API, whose project allows that origin.
const env = useStarted(
  async () => {
    const [solana, browser] = await Promise.all([startSolanaDevnet({ port: 0 }), launchBrowser()])
    const config: Partial<SolanaHostConfig> = {}
    const host = await startHostPageServer({ entry: new URL('../fixtures/solanaHost/main.tsx', import.meta.url), title: 'Solana host', config: () => config })
    const api = await startApiServer({
      port: 0,
      projects: [{ id: 'solana-host', allowedOrigins: [host.url] }],
      solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId, tokenMint: solana.tokenMint, name: 'Solana Local' },
      indexer: false,
    })
    Object.assign(config, { projectId: 'solana-host', apiUrl: api.url, rpcUrl: solana.url, wsUrl: solana.wsUrl, caipNetworkId: solana.caipNetworkId, recipient: recipient.publicKey.toBase58() })
    return { solana, host, api, browser }
  },
  async ({ solana, host, api, browser }) => {
    await browser.close()
    await api.stop()
    await host.stop()
    await solana.stop()
  },
)

const recipient = Keypair.generate()
let page: Page
let errors: string[]
let address: string
// Every host the page asked for, by request or socket: only loopback is allowed.
const hosts = new Set<string>()

beforeAll(async () => {
  const context = await env.browser.newContext()
  ;({ address } = await installSolanaInjectedWallet(context, { secretKey: env.solana.accounts[1]!.secretKey, chains: { 'solana:localnet': env.solana.url } }))
  context.on('request', (request) => hosts.add(new URL(request.url()).hostname))
  context.on('page', (opened) => opened.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname)))
  page = await context.newPage()
  errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(env.host.url)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
})

type WalletWindow = typeof window & { __airlockSolanaTestWallet: SolanaTestWalletControl }
const dialog = () => page.getByRole('dialog')
const shows = (testId: string, text: string | RegExp) => page.getByTestId(testId).filter({ hasText: typeof text === 'string' ? new RegExp(`^${text}$`) : text }).waitFor({ timeout: 30_000 })
const walletRequests = () => page.evaluate(() => (window as WalletWindow).__airlockSolanaTestWallet.requests.map((request) => request.feature)) as Promise<SolanaRecordedRequest['feature'][]>
const lamportsOf = async (owner: PublicKey) => BigInt(await new Connection(env.solana.url, 'confirmed').getBalance(owner))

/** Both sides connected to the test wallet's account: the adapter's useWallet() (through "Airlock") and Airlock's button. */
async function bothConnected() {
  await shows('adapter-status', 'connected')
  expect(await page.getByTestId('adapter-wallet').textContent()).toBe('Airlock')
  expect(await page.getByTestId('adapter-address').textContent()).toBe(address)
  await page.getByRole('button', { name: /^Account / }).waitFor()
}

/** Both sides disconnected. */
async function bothDisconnected() {
  await shows('adapter-status', 'disconnected')
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
}

/** Sends 0.01 SOL with useWallet().sendTransaction over useConnection()'s connection; the lamports arrive. */
async function sendsSol() {
  const before = await lamportsOf(recipient.publicKey)
  await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
  await shows('transfer', /^confirmed: [1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect((await lamportsOf(recipient.publicKey)) - before).toBe(BigInt(transferLamports))
}

describe('a host on @solana/wallet-adapter-react with the wallet Airlock connected', () => {
  it("default: the adapter lists Airlock; a wallet connected in Airlock's modal is useWallet()'s once the host picks Airlock", async () => {
    await shows('adapter-wallets', /\bAirlock\b/)
    expect(await page.getByTestId('adapter-status').textContent()).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Test Wallet/ }).click()
    await dialog().waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /^Account / }).waitFor()
    // Airlock has the wallet already: picking Airlock in the adapter opens no modal.
    await page.getByRole('button', { name: 'Use Airlock' }).click()
    await bothConnected()
    expect(await dialog().count()).toBe(0)
  })

  it("behavior: useWallet().sendTransaction sends SOL through the wallet Airlock connected", async () => {
    await sendsSol()
    expect(await walletRequests()).toContain('solana:signAndSendTransaction')
  })

  it('behavior: after a reload both are connected again, and the adapter still sends through the wallet', async () => {
    await page.reload()
    await bothConnected()
    await sendsSol()
  })

  it("behavior: Disconnect in Airlock disconnects the adapter; picking Airlock opens Airlock's modal; the adapter's disconnect disconnects Airlock", async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await bothDisconnected()
    await page.getByRole('button', { name: 'Use Airlock' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Test Wallet/ }).click()
    await dialog().waitFor({ state: 'detached' })
    await bothConnected()
    await page.getByRole('button', { name: 'Disconnect adapter' }).click()
    await bothDisconnected()
    // Neither side comes back after a reload.
    await page.reload()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('adapter-status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('adapter-wallet').textContent()).toBe('—')
    expect(errors).toEqual([])
    expect([...hosts].filter((host) => !['127.0.0.1', 'localhost'].includes(host))).toEqual([])
  })
})
