import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEvmDevnet, type EvmDevnet } from '../../../local/devnet/evm/startEvmDevnet.js'
import { launchBrowser } from '../helpers/launchBrowser.js'
import { buildInjectedWallet } from './buildInjectedWallet.js'
import type { TestWalletControl } from './createTestWallet.js'
import { installInjectedWallet, type InstalledInjectedWallet } from './installInjectedWallet.js'

let devnet: EvmDevnet
let second: EvmDevnet
let browser: Browser
let server: Server
let origin: string
let context: BrowserContext
let page: Page
let wallet: InstalledInjectedWallet

// A blank page on a real http origin: localStorage, where the wallet remembers the site, needs one.
function serveBlankPage(): Promise<Server> {
  const blank = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>Blank</title><p>A page with no scripts of its own.</p>')
  })
  return new Promise((resolve) => blank.listen(0, '127.0.0.1', () => resolve(blank)))
}

type Answer = { result?: unknown; error?: { code: number; message: string } }

/** Finds the wallet as a site does (EIP-6963 request) and sends it one request. */
function walletRequest(method: string, params?: unknown[]): Promise<Answer> {
  return page.evaluate(async ([method, params]) => {
    const provider = await new Promise<{ request(args: unknown): Promise<unknown> }>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => resolve((event as CustomEvent).detail.provider), { once: true })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    try {
      return { result: await provider.request({ method, params }) }
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      return { error: { code, message } }
    }
  }, [method, params] as const)
}

/** The page's window, with the wallet's control on it. */
type WalletWindow = typeof window & { __airlockTestWallet: TestWalletControl; chainEvents: unknown[] }

beforeAll(async () => {
  ;[devnet, second, browser, server] = await Promise.all([
    startEvmDevnet({ port: 0 }),
    startEvmDevnet({ port: 0, chainId: 31338 }),
    launchBrowser(),
    serveBlankPage(),
    buildInjectedWallet(),
  ])
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  context = await browser.newContext()
  wallet = await installInjectedWallet(context, { privateKey: devnet.accounts[1]!.privateKey, chains: { 31337: devnet.url }, chainId: 31337 })
  page = await context.newPage()
  await page.goto(origin)
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await Promise.all([devnet?.stop(), second?.stop()])
})

describe('the injected test wallet in Chromium', () => {
  it('default: announces itself by EIP-6963 with its name, rdns and icon, and sets no window.ethereum', async () => {
    const announced = await page.evaluate(() => {
      const infos: unknown[] = []
      window.addEventListener('eip6963:announceProvider', (event) => infos.push((event as CustomEvent).detail.info))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return { infos, ethereum: 'ethereum' in window }
    })
    expect(announced.infos).toEqual([
      { uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet', icon: expect.stringMatching(/^data:image\/svg\+xml,/) },
    ])
    expect(announced.ethereum).toBe(false)
  })

  it('behavior: connects on eth_requestAccounts and reports its account and chain', async () => {
    expect(await walletRequest('eth_accounts')).toEqual({ result: [] })
    expect(await walletRequest('eth_requestAccounts')).toEqual({ result: [wallet.address] })
    expect(await walletRequest('eth_accounts')).toEqual({ result: [wallet.address] })
    expect(await walletRequest('eth_chainId')).toEqual({ result: '0x7a69' })
    expect(await walletRequest('net_version')).toEqual({ result: '31337' })
    expect(await walletRequest('eth_getBalance', [devnet.accounts[9]!.address, 'latest'])).toEqual({ result: '0x21e19e0c9bab2400000' })
  })

  it('behavior: personal_sign signs with its key', async () => {
    const message = stringToHex('Hello, Airlock')
    const { result } = await walletRequest('personal_sign', [message, wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature: result as `0x${string}` })).toBe(true)
  })

  it('behavior: eth_sendTransaction signs locally and the transaction lands on the chain', async () => {
    const client = createPublicClient({ transport: http(devnet.url) })
    const to = devnet.accounts[8]!.address
    const before = await client.getBalance({ address: to })
    const { result: hash } = await walletRequest('eth_sendTransaction', [{ from: wallet.address, to, value: `0x${parseEther('0.25').toString(16)}` }])
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(wallet.address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  })

  it('behavior: after a reload it still authorises the site, without a new prompt', async () => {
    await page.reload()
    expect(await walletRequest('eth_accounts')).toEqual({ result: [wallet.address] })
    expect(await page.evaluate(() => (window as WalletWindow).__airlockTestWallet.requests)).toEqual([{ method: 'eth_accounts' }])
  })

  it('behavior: rejects the next requests on command with 4001, then answers again', async () => {
    await page.evaluate(() => (window as WalletWindow).__airlockTestWallet.rejectNext('personal_sign', 2))
    const sign = () => walletRequest('personal_sign', ['0x6869', wallet.address])
    expect((await sign()).error?.code).toBe(4001)
    expect((await sign()).error?.code).toBe(4001)
    expect((await sign()).result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('behavior: an unknown chain is 4902 until added; switching emits chainChanged and sends go to that chain', async () => {
    const target = [{ chainId: '0x7a6a' }]
    expect((await walletRequest('wallet_switchEthereumChain', target)).error?.code).toBe(4902)
    const added = await walletRequest('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'Airlock Devnet 2', rpcUrls: [second.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }])
    expect(added).toEqual({ result: null })
    await page.evaluate(() => {
      const page = window as WalletWindow
      page.chainEvents = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        ;(event as CustomEvent).detail.provider.on('chainChanged', (chainId: string) => page.chainEvents.push(chainId))
      }, { once: true })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    expect(await walletRequest('wallet_switchEthereumChain', target)).toEqual({ result: null })
    expect(await page.evaluate(() => (window as WalletWindow).chainEvents)).toEqual(['0x7a6a'])
    expect(await walletRequest('eth_chainId')).toEqual({ result: '0x7a6a' })
    const { result: hash } = await walletRequest('eth_sendTransaction', [{ from: wallet.address, to: devnet.accounts[8]!.address, value: '0x1' }])
    const receipt = await createPublicClient({ transport: http(second.url) }).waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    await page.reload()
    expect(await walletRequest('eth_chainId')).toEqual({ result: '0x7a6a' })
  })

  it('behavior: switchAccount emits accountsChanged; wallet_revokePermissions forgets the site, also after a reload', async () => {
    const other = devnet.accounts[2]!
    const changed = await page.evaluate((privateKey) => {
      const seen: unknown[] = []
      window.addEventListener('eip6963:announceProvider', (event) => {
        ;(event as CustomEvent).detail.provider.on('accountsChanged', (accounts: unknown) => seen.push(accounts))
      }, { once: true })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      ;(window as WalletWindow).__airlockTestWallet.switchAccount(privateKey)
      return seen
    }, other.privateKey)
    expect(changed).toEqual([[other.address]])
    expect(await walletRequest('wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null })
    expect(await walletRequest('eth_accounts')).toEqual({ result: [] })
    expect((await walletRequest('personal_sign', ['0x6869', other.address])).error?.code).toBe(4100)
    await page.reload()
    expect(await walletRequest('eth_accounts')).toEqual({ result: [] })
    await context.close()
  })

  it('behavior: with legacy set, window.ethereum is the announced provider itself', async () => {
    const legacy = await browser.newContext()
    await installInjectedWallet(legacy, { privateKey: devnet.accounts[3]!.privateKey, chains: { 31337: devnet.url }, chainId: 31337, legacy: true })
    const legacyPage = await legacy.newPage()
    await legacyPage.goto(origin)
    const same = await legacyPage.evaluate(() => {
      let announced: unknown
      window.addEventListener('eip6963:announceProvider', (event) => (announced = (event as CustomEvent).detail.provider), { once: true })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return announced !== undefined && announced === (window as unknown as { ethereum?: unknown }).ethereum
    })
    expect(same).toBe(true)
    await legacy.close()
  })
})
