import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axeViolations.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let address: string

beforeAll(async () => {
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: async (context) => {
      // The wallet knows only the first chain: switching to the second adds it first (4902).
      const installed = await installInjectedWallet(context, {
        privateKey: env.stack.evm.accounts[3]!.privateKey,
        chains: { 31337: env.stack.evm.url },
        chainId: 31337,
      })
      address = installed.address
    },
  })
  page = demo.page
})

const dialog = () => page.getByRole('dialog')
const wallet = () => page.evaluate(() => (window as unknown as { __airlockTestWallet: { requests: { method: string }[] } }).__airlockTestWallet.requests.map((request) => request.method))

function floor3(wei: bigint) {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${BigInt(whole!).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

describe('an EVM browser wallet on the local chain', () => {
  it('default: the announced wallet is listed first, marked installed, and connects', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const button = dialog().getByRole('button', { name: /Airlock Test Wallet/ })
    await button.waitFor()
    expect(await button.textContent()).toContain('Installed')
    await button.click()
    await dialog().waitFor({ state: 'detached' })
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet (eip155:31337)')
  })

  it('default: the Account view shows the address and the balance read from the chain', async () => {
    const client = createPublicClient({ transport: http(env.stack.evm.url) })
    const expected = `${floor3(await client.getBalance({ address: address as `0x${string}` }))} ETH`
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await page.getByTestId('account-balance').textContent()).toBe(expected)
    expect(await dialog().getByText(`${address.slice(0, 6)}…${address.slice(-4)}`).isVisible()).toBe(true)
  })

  it('behavior: switching to a network the wallet does not know adds it, then switches', async () => {
    await dialog().getByRole('button', { name: 'Network Airlock Devnet, switch network' }).click()
    await dialog().getByRole('button', { name: /Airlock Devnet Two/ }).click()
    await dialog().getByRole('button', { name: 'Network Airlock Devnet Two, switch network' }).waitFor()
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet Two (eip155:31338)')
    const methods = await wallet()
    expect(methods).toContain('wallet_addEthereumChain')
    expect(methods.filter((method) => method === 'wallet_switchEthereumChain')).toHaveLength(2)
    const client = createPublicClient({ transport: http(env.stack.evmSecond.url) })
    await page.getByTestId('account-balance').waitFor()
    expect(await page.getByTestId('account-balance').textContent()).toBe(`${floor3(await client.getBalance({ address: address as `0x${string}` }))} ETH`)
  })

  it('error: a declined switch shows the declined message and keeps the network', async () => {
    await page.evaluate(() => (window as unknown as { __airlockTestWallet: { rejectNext(method: string): void } }).__airlockTestWallet.rejectNext('wallet_switchEthereumChain'))
    await dialog().getByRole('button', { name: 'Network Airlock Devnet Two, switch network' }).click()
    await dialog().getByRole('button', { name: /^Airlock Devnet\b(?! Two)/ }).click()
    expect(await dialog().getByRole('alert').textContent()).toBe('Signature declined')
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet Two (eip155:31338)')
    await page.keyboard.press('Escape')
  })

  it('behavior: after a reload the session is restored without a prompt', async () => {
    await page.evaluate(() => (window as unknown as { __airlockTestWallet: { clearRequests(): void } }).__airlockTestWallet.clearRequests())
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(address)
    const methods = await wallet()
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('behavior: Disconnect ends the session, also after a reload', async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('error: a rejected connection shows "Connection declined", and Try again connects', async () => {
    await page.evaluate(() => (window as unknown as { __airlockTestWallet: { rejectNext(method: string): void } }).__airlockTestWallet.rejectNext('eth_requestAccounts'))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await dialog().getByText('Connection declined').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog().getByRole('button', { name: 'Try again' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(demo.errors).toEqual([])
  })
})

describe('the wallet registry, served by the local API', () => {
  it('default: recommended wallets show on Connect, and All Wallets searches the registry, with no axe violations', async () => {
    const other = await openDemo(env.browser, env.stack.urls.demo!)
    const { page: fresh } = other
    await fresh.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = fresh.getByRole('dialog', { name: 'Connect Wallet' })
    await modal.getByRole('button', { name: 'MetaMask' }).waitFor()
    await modal.getByRole('button', { name: /All Wallets/ }).click()
    await fresh.getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
    await fresh.getByRole('searchbox', { name: 'Search wallets' }).fill('rain')
    const results = fresh.getByRole('list', { name: 'Wallets matching rain' })
    await results.getByRole('button', { name: 'Rainbow' }).waitFor()
    expect(await results.getByRole('button').count()).toBe(1)
    expect(await axeViolations(fresh)).toEqual([])
    await results.getByRole('button', { name: 'Rainbow' }).click()
    await fresh.getByRole('dialog', { name: 'Rainbow' }).getByText('Rainbow is not installed in this browser').waitFor()
    expect(other.errors).toEqual([])
    await other.close()
  })
})
