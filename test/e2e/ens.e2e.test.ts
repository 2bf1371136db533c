import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()
const shots = process.env['AIRLOCK_SCREENSHOTS']

// The demo's Ethereum (eip155:1) is the stack's local ENS chain: alice.eth and bob.eth are
// dev accounts 1 and 2 with reverse records; dev account 4 has no name and sends.
const senderIndex = 4

const ethBalance = (address: `0x${string}`) => createPublicClient({ transport: http(env.stack.ensChain.url) }).getBalance({ address })

/** Opens the demo with dev account `index` in an injected wallet on chain 1, connects it and opens Account. */
async function connectOnEthereum(index: number): Promise<Page> {
  const { page } = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.ensChain.accounts[index]!.privateKey, chains: { 1: env.stack.ensChain.url }, chainId: 1 }),
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  return page
}

describe('ENS on the mainnet-posing chain', () => {
  it('default: an eip155:1 account with a reverse record shows its ENS name in the account button and Account', async () => {
    const alice = env.stack.ensChain.names.find((n) => n.name === 'alice.eth')!
    const page = await connectOnEthereum(env.stack.ensChain.accounts.indexOf(alice.account))
    await page.getByRole('button', { name: 'Account alice.eth' }).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Account alice.eth' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    expect(await dialog.getByTitle(alice.account.address).textContent()).toBe('alice.eth')
    expect(await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { activeCaipNetworkId: string } } } }).airlock.chain.state.activeCaipNetworkId)).toBe('eip155:1')
    if (shots) await page.screenshot({ path: `${shots}/ens-account-1280.png` })
    await page.close()
  })

  it('default: Send resolves alice.eth through the eip155:1 RPC and the ETH lands at her address on chain', async () => {
    const alice = env.stack.ensChain.names.find((n) => n.name === 'alice.eth')!.account.address
    const before = await ethBalance(alice)
    const page = await connectOnEthereum(senderIndex)
    await page.getByRole('button', { name: /^Account / }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('button', { name: /^Token/ }).click()
    await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^ETH/ }).click()
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await dialog.getByRole('textbox', { name: 'To' }).fill('alice.eth')
    await dialog.getByTestId('send-resolved').filter({ hasText: `alice.eth is ${alice.slice(0, 6)}…${alice.slice(-4)}` }).waitFor()
    if (shots) await page.screenshot({ path: `${shots}/ens-send-1280.png` })
    await dialog.getByRole('button', { name: 'Preview' }).click()
    expect(await dialog.getByTestId('send-preview-receiver').textContent()).toContain('alice.eth')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.locator('[data-testid=send-result]').first().and(dialog.locator('[data-status=confirmed]')).waitFor({ timeout: 20_000 })
    expect(await ethBalance(alice)).toBe(before + parseEther('1.5'))
    // The result names the receiver as the person typed it, the address a press away.
    const to = dialog.getByTestId('send-result-to').first()
    expect(await to.textContent()).toBe('to alice.eth')
    await to.getByRole('button', { name: 'alice.eth' }).click()
    expect(await to.getByTitle(alice).textContent()).toBe(`${alice.slice(0, 6)}…${alice.slice(-4)}`)
  })

  it('error: an unregistered .eth name says so and gives no address', async () => {
    const page = await connectOnEthereum(senderIndex)
    await page.getByRole('button', { name: /^Account / }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'To' }).fill('nobody.eth')
    await dialog.getByText('No address is registered for nobody.eth').waitFor()
    expect(await dialog.getByTestId('send-resolved').count()).toBe(0)
  })
})
