import type { Page } from 'playwright-core'
import { formatEther, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { axeViolations } from './helpers/axeViolations.js'
import { registerName } from './helpers/registerName.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { switchWalletChain } from './wallets/switchWalletChain.js'

const env = useStackAndBrowser()
const shots = process.env['AIRLOCK_SCREENSHOTS']

/** With AIRLOCK_SCREENSHOTS set, the page at 1280 and 360 px wide, to look at. */
async function shoot(name: string) {
  if (!shots) return
  await page.screenshot({ path: `${shots}/send-${name}-1280.png` })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.screenshot({ path: `${shots}/send-${name}-360.png` })
  await page.setViewportSize({ width: 1280, height: 720 })
}

let demo: DemoPage
let page: Page
let address: `0x${string}`
let clients: ReturnType<typeof createDevnetClients>

// Dev account 4 sends; 5 receives by address, 6 by its registered name.
const receiverIndex = 5
const namedIndex = 6

beforeAll(async () => {
  clients = createDevnetClients(env.stack.evm)
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: async (context) => {
      const installed = await installInjectedWallet(context, { privateKey: env.stack.evm.accounts[4]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 })
      address = installed.address
    },
  })
  page = demo.page
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await dialog().waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
})

const dialog = () => page.getByRole('dialog')
const walletMethods = () => page.evaluate(() => (window as unknown as { __airlockTestWallet: { requests: { method: string }[] } }).__airlockTestWallet.requests.map((request) => request.method))
const account = (index: number) => env.stack.evm.accounts[index]!.address
const dusdBalance = (owner: `0x${string}`) =>
  clients.publicClient.readContract({ ...env.stack.evm.contracts.token, functionName: 'balanceOf', args: [owner] }) as Promise<bigint>

function floor3(wei: bigint) {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${BigInt(whole!).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** From Account: opens Send, picks `symbol`, and fills amount and receiver. */
async function fillSend(symbol: string, amount: string, receiver: string) {
  await dialog().getByRole('button', { name: 'Send', exact: true }).click()
  await dialog().getByRole('button', { name: /^Token/ }).click()
  await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: new RegExp(`^${symbol}`) }).click()
  await dialog().getByRole('textbox', { name: 'Amount' }).fill(amount)
  await dialog().getByRole('textbox', { name: 'To' }).fill(receiver)
}

/** Waits for the send's result to say it was confirmed, then goes back to Account with Done. */
async function confirmResult() {
  await dialog().locator('[data-testid=send-result]').first().and(dialog().locator('[data-status=confirmed]')).waitFor({ timeout: 20_000 })
  await shoot('result')
  await dialog().getByRole('button', { name: 'Done' }).click()
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
}

/** Presses Preview, then Send, and waits for the result, then Account. */
async function previewAndSend() {
  await dialog().getByRole('button', { name: 'Preview' }).click()
  await dialog().getByTestId('send-preview-fee').filter({ hasText: /ETH/ }).waitFor()
  await dialog().getByRole('button', { name: 'Send', exact: true }).click()
  await confirmResult()
}


describe('sending from the Account view', () => {
  it('default: the Receive view shows the address and its QR code', async () => {
    await dialog().getByRole('button', { name: 'Receive' }).click()
    expect(await dialog().getByTestId('receive-address').textContent()).toBe(address)
    expect(await dialog().getByRole('img', { name: `QR code of the address ${address}` }).isVisible()).toBe(true)
    expect(await dialog().getByRole('list', { name: /these networks/ }).textContent()).toContain('Airlock Devnet')
    await dialog().getByRole('button', { name: 'Back' }).first().click()
  })

  it('rule validation: each message of SPEC §5, and an amount above the balance, before the wallet is asked', async () => {
    // Preview looks disabled until the form is valid; a press still says what is missing.
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog().getByRole('button', { name: 'Preview' }).click({ force: true })
    expect(await dialog().getByRole('alert').textContent()).toBe('An amount and receiver address are required')
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('20000')
    await dialog().getByRole('textbox', { name: 'To' }).fill(account(receiverIndex))
    await dialog().getByRole('button', { name: 'Preview' }).click({ force: true })
    expect(await dialog().getByRole('alert').textContent()).toBe('A token is required')
    await dialog().getByRole('button', { name: /^Token/ }).click()
    await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^DUSD/ }).waitFor()
    const picker = await axeViolations(page)
    await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^DUSD/ }).click()
    await dialog().getByRole('button', { name: 'Preview' }).click({ force: true })
    expect(await dialog().getByRole('alert').textContent()).toBe('The amount is more than your balance of 10,000.000 DUSD')
    expect(await dialog().getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true')
    // rule a11y: the token picker, and the form showing an error.
    expect({ picker, form: await axeViolations(page) }).toEqual({ picker: [], form: [] })
    expect(await walletMethods()).not.toContain('eth_sendTransaction')
    await dialog().getByRole('button', { name: 'Back' }).first().click()
  })

  it('rule live check: more ETH than the balance is refused while typed, with Preview disabled, before it is pressed', async () => {
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog().getByRole('button', { name: /^Token/ }).click()
    await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^ETH/ }).click()
    const preview = dialog().getByRole('button', { name: 'Preview' })
    // The dev account holds 10,000 ETH.
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('50000')
    await dialog().getByRole('alert').filter({ hasText: /^The amount is more than your balance of / }).waitFor()
    expect(await preview.getAttribute('aria-disabled')).toBe('true')
    await page.screenshot({ path: 'test-results/send-live-check-1280.png' })
    await page.setViewportSize({ width: 360, height: 720 })
    await page.screenshot({ path: 'test-results/send-live-check-360.png' })
    await page.setViewportSize({ width: 1280, height: 720 })
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await dialog().getByRole('textbox', { name: 'To' }).fill(account(receiverIndex))
    await expect.poll(() => preview.getAttribute('aria-disabled')).toBeNull()
    expect(await dialog().getByRole('alert').count()).toBe(0)
    await dialog().getByRole('button', { name: 'Back' }).first().click()
  })

  it('rule unsupported chain: with the wallet on a network the app does not support, "Unsupported chain"', async () => {
    await switchWalletChain(page, 999, env.stack.evm.url)
    await dialog().getByRole('heading', { name: 'Switch Network' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog().getByRole('button', { name: 'Back' }).first().click()
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog().getByRole('button', { name: 'Preview' }).click({ force: true })
    expect(await dialog().getByRole('alert').textContent()).toBe('Unsupported chain')
    await switchWalletChain(page, 31337, env.stack.evm.url)
    await dialog().getByRole('button', { name: 'Back' }).first().click()
    await dialog().getByRole('button', { name: 'Network Airlock Devnet, switch network' }).waitFor()
  })

  it('default: sending the native coin moves it on chain and updates the balance shown', async () => {
    const before = await clients.publicClient.getBalance({ address: account(receiverIndex) })
    await fillSend('ETH', '1.5', account(receiverIndex))
    await previewAndSend()
    expect(await clients.publicClient.getBalance({ address: account(receiverIndex) })).toBe(before + parseEther('1.5'))
    const balance = page.getByTestId('account-balance')
    await expect.poll(() => balance.textContent()).toBe(`${floor3(await clients.publicClient.getBalance({ address }))} ETH`)
  })

  it('error: a decline in the wallet says "Signature declined" and keeps the preview; Send again goes through', async () => {
    await page.evaluate(() => (window as unknown as { __airlockTestWallet: { rejectNext(method: string): void } }).__airlockTestWallet.rejectNext('eth_sendTransaction'))
    await fillSend('ETH', '0.25', account(receiverIndex))
    await dialog().getByRole('button', { name: 'Preview' }).click()
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    expect(await dialog().getByRole('alert').textContent()).toBe('Signature declined')
    expect(await dialog().getByTestId('send-preview-amount').textContent()).toContain('0.250 ETH')
    expect(await dialog().getByTestId('send-preview-receiver').textContent()).toContain(account(receiverIndex))
    expect(await axeViolations(page)).toEqual([])
    await shoot('review-declined')
    const before = await clients.publicClient.getBalance({ address: account(receiverIndex) })
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await confirmResult()
    expect(await clients.publicClient.getBalance({ address: account(receiverIndex) })).toBe(before + parseEther('0.25'))
  })

  it('default: the demo ERC-20 goes to a registered name, shown with its avatar, and moves on chain', async () => {
    const named = privateKeyToAccount(env.stack.evm.accounts[namedIndex]!.privateKey)
    // An avatar is an https URL or one of the API's own images; the API's are handed to pages as they are.
    const avatar = `${env.stack.urls.api}/public/getAvatarImage/bob.airlock.id`
    const registered = await registerName({ url: env.stack.urls.api!, projectId: DEMO_PROJECT_ID }, env.stack.evm.accounts[namedIndex]!.privateKey, 'bob.airlock.id', { avatar })
    expect(registered.status).toBe(200)
    const [mine, theirs] = await Promise.all([dusdBalance(address), dusdBalance(named.address)])
    await fillSend('DUSD', '12.5', 'bob')
    expect(await dialog().getByTestId('send-resolved').textContent()).toBe(`bob.airlock.id is ${named.address.slice(0, 6)}…${named.address.slice(-4)}`)
    expect(await dialog().locator('.airlock-send-note .airlock-send-avatar').getAttribute('src')).toBe(avatar)
    await dialog().getByRole('button', { name: 'Preview' }).click()
    expect(await dialog().getByTestId('send-preview-receiver').textContent()).toContain('bob.airlock.id')
    expect(await dialog().getByTestId('send-preview-amount').textContent()).toBe('12.500 DUSD')
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await confirmResult()
    expect(await dusdBalance(named.address)).toBe(theirs + parseUnits('12.5', 6))
    expect(await dusdBalance(address)).toBe(mine - parseUnits('12.5', 6))
  })

  it('behavior: both transfers are in Activity', async () => {
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    const sent = dialog().locator('.airlock-activity-item').filter({ hasText: 'Sent' })
    await expect.poll(() => sent.allTextContents(), { timeout: 15_000 }).toEqual(
      expect.arrayContaining([expect.stringContaining('−12.500 DUSD'), expect.stringContaining('−1.500 ETH'), expect.stringContaining('−0.250 ETH')]),
    )
    expect(demo.errors).toEqual([])
  })
})

describe('a send whose network cannot be reached after the wallet broadcast it', () => {
  it('behavior: the hash shows as pending with "Check again", survives a reload, confirms once the network answers, and no second transaction is ever sent', async () => {
    const senderIndex = 7
    const sender = env.stack.evm.accounts[senderIndex]!.address
    const rpcOrigin = new URL(env.stack.evm.url).origin
    let rpcDown = false
    const own = await openDemo(env.browser, env.stack.urls.demo!, {
      beforeGoto: (context) =>
        // The wallet reaches the chain by another name (localhost), so it keeps working while the page's RPC is down.
        installInjectedWallet(context, { privateKey: env.stack.evm.accounts[senderIndex]!.privateKey, chains: { 31337: env.stack.evm.url.replace('127.0.0.1', 'localhost') }, chainId: 31337 }),
    })
    // The modal's calls to the chain (127.0.0.1) fail while rpcDown; the wallet's (localhost) go through.
    await own.context.route((url) => url.origin === rpcOrigin, (route) => (rpcDown ? route.abort('failed') : route.continue()))
    const modal = () => own.page.getByRole('dialog')
    const result = () => modal().getByTestId('send-result')
    try {
      await own.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal().getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await modal().waitFor({ state: 'detached' })
      await own.page.getByRole('button', { name: /^Account / }).click()
      const nonce = await clients.publicClient.getTransactionCount({ address: sender })
      const before = await clients.publicClient.getBalance({ address: account(receiverIndex) })
      await modal().getByRole('button', { name: 'Send', exact: true }).click()
      await modal().getByRole('button', { name: /^Token/ }).click()
      await modal().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^ETH/ }).click()
      await modal().getByRole('textbox', { name: 'Amount' }).fill('0.75')
      await modal().getByRole('textbox', { name: 'To' }).fill(account(receiverIndex))
      await modal().getByRole('button', { name: 'Preview' }).click()
      await modal().getByTestId('send-preview-fee').filter({ hasText: /ETH/ }).waitFor()
      rpcDown = true
      await modal().getByRole('button', { name: 'Send', exact: true }).click()

      // Pending, with the hash to copy (the local chain has no explorer) and "Check again".
      await result().getByRole('button', { name: 'Check again' }).waitFor({ timeout: 30_000 })
      expect(await result().getAttribute('data-status')).toBe('pending')
      expect(await result().getByRole('alert').textContent()).toBe('The network could not be reached to check it; it is checked again shortly.')
      const hash = (await result().getByTestId('send-result-hash').textContent()) as `0x${string}`
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await result().getByRole('button', { name: 'Copy transaction hash' }).count()).toBe(1)
      expect(await modal().getByRole('button', { name: 'Preview' }).count()).toBe(0)
      expect(await modal().getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)

      // A reload while the network is still down: Account offers the pending send again.
      await own.page.reload()
      await own.page.getByRole('button', { name: /^Account / }).click()
      await modal().getByRole('button', { name: 'Pending send' }).click()
      await result().getByRole('button', { name: 'Check again' }).waitFor({ timeout: 30_000 })
      expect(await result().getByTestId('send-result-hash').textContent()).toBe(hash)

      rpcDown = false
      await result().getByRole('button', { name: 'Check again' }).click()
      await modal().locator('[data-testid=send-result][data-status=confirmed]').waitFor({ timeout: 20_000 })
      expect(await result().textContent()).toContain('Sent 0.750 ETH')
      expect((await clients.publicClient.getTransactionReceipt({ hash })).from.toLowerCase()).toBe(sender.toLowerCase())
      // One transaction left the account, and the receiver got the amount once.
      expect(await clients.publicClient.getTransactionCount({ address: sender })).toBe(nonce + 1)
      expect(await clients.publicClient.getBalance({ address: account(receiverIndex) })).toBe(before + parseEther('0.75'))
      await modal().getByRole('button', { name: 'Done' }).click()
      await modal().getByRole('button', { name: 'Disconnect' }).waitFor()
      expect(await modal().getByRole('button', { name: 'Pending send' }).count()).toBe(0)
    } finally {
      await own.close()
    }
  })
})
