import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { findAssociatedTokenAddress } from '../../local/devnet/solana/findAssociatedTokenAddress.js'
import { axeViolations } from './helpers/axeViolations.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import type { SolanaRecordedRequest, SolanaTestWalletControl } from './wallets/createSolanaTestWallet.js'
import { installSolanaInjectedWallet } from './wallets/installSolanaInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let address: string
let connection: Connection

beforeAll(async () => {
  connection = new Connection(env.stack.solana.url, { commitment: 'confirmed', wsEndpoint: env.stack.solana.wsUrl })
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: async (context) => {
      const installed = await installSolanaInjectedWallet(context, {
        secretKey: env.stack.solana.accounts[1]!.secretKey,
        chains: { 'solana:localnet': env.stack.solana.url },
      })
      address = installed.address
    },
  })
  page = demo.page
})

type WalletWindow = typeof window & { __airlockSolanaTestWallet: SolanaTestWalletControl }
const dialog = () => page.getByRole('dialog')
const requests = () => page.evaluate(() => (window as WalletWindow).__airlockSolanaTestWallet.requests) as Promise<SolanaRecordedRequest[]>
const walletControl = (action: 'clearRequests' | 'rejectConnect') =>
  page.evaluate((action) => {
    const control = (window as WalletWindow).__airlockSolanaTestWallet
    if (action === 'clearRequests') control.clearRequests()
    else control.rejectNext('standard:connect')
  }, action)

// What the Account view shows: the balance floored to 3 decimals (SPEC §5).
function sol(lamports: bigint) {
  const whole = lamports / 1_000_000_000n
  const fraction = String(lamports % 1_000_000_000n).padStart(9, '0').slice(0, 3)
  return `${whole.toLocaleString('en-US')}.${fraction} SOL`
}
const lamportsOf = async (owner: string) => BigInt(await connection.getBalance(new PublicKey(owner)))
async function dusdOf(owner: string) {
  const account = findAssociatedTokenAddress(new PublicKey(env.stack.solana.tokenMint), new PublicKey(owner))
  return (await connection.getAccountInfo(account)) ? BigInt((await connection.getTokenAccountBalance(account)).value.amount) : 0n
}

/** Fills the Send view from Account and goes on to the preview, whose fee is estimated. */
async function preview(symbol: string, amount: string, receiver: string) {
  await dialog().getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog().getByRole('form', { name: 'Send' })
  await form.getByRole('button', { name: /^Token / }).click()
  await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: new RegExp(`^${symbol} `) }).click()
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'To' }).fill(receiver)
  await form.getByRole('button', { name: 'Preview' }).click()
  expect(await page.getByTestId('send-preview-amount').textContent()).toContain(`${Number(amount).toFixed(3)} ${symbol}`)
  await page.getByTestId('send-preview-fee').filter({ hasNotText: 'Estimating' }).waitFor()
}

/** Sends `amount` of `symbol` to `receiver` through the Send view, from Account back to Account through the result. */
async function send(symbol: string, amount: string, receiver: string) {
  await preview(symbol, amount, receiver)
  await dialog().getByRole('button', { name: 'Send', exact: true }).click()
  // The result says it was confirmed; Done returns to Account (SPEC §2).
  await dialog().locator('[data-testid=send-result]').first().and(dialog().locator('[data-status=confirmed]')).waitFor({ timeout: 20_000 })
  await dialog().getByRole('button', { name: 'Done' }).click()
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
}

describe('a wallet-standard Solana wallet on the local Solana chain', () => {
  it('default: on the local Solana network the wallet is listed as installed, and connects', async () => {
    await page.getByRole('button', { name: 'Network Airlock Devnet, switch network' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Devnet/ }).click()
    await page.getByRole('button', { name: 'Network Airlock Solana Devnet, switch network' }).waitFor()
    expect(await page.getByTestId('network').textContent()).toBe(`Airlock Solana Devnet (${env.stack.solana.caipNetworkId})`)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const button = dialog().getByRole('button', { name: /Airlock Solana Test Wallet/ })
    await button.waitFor()
    expect(await button.textContent()).toContain('Installed')
    await button.click()
    await dialog().waitFor({ state: 'detached' })
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('network').textContent()).toBe(`Airlock Solana Devnet (${env.stack.solana.caipNetworkId})`)
    expect(await requests()).toEqual([{ feature: 'standard:connect' }])
  })

  it('default: the Account view shows the address and the SOL balance read from the chain', async () => {
    const expected = sol(await lamportsOf(address))
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
    await page.getByTestId('account-balance').waitFor()
    expect(await page.getByTestId('account-balance').textContent()).toBe(expected)
    expect(await dialog().getByText(`${address.slice(0, 6)}…${address.slice(-4)}`).isVisible()).toBe(true)
    await dialog().getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'SOL' }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
  })

  it('behavior: after a reload the session is restored by a silent connect', async () => {
    await walletControl('clearRequests')
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('network').textContent()).toBe(`Airlock Solana Devnet (${env.stack.solana.caipNetworkId})`)
    expect(await requests()).toEqual([{ feature: 'standard:connect', silent: true }])
  })

  it("behavior: SOL and DUSD sent from the Account view's Send action land on the chain, and the flow returns to Account", async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const [lamportsBefore, dusdBefore] = await Promise.all([lamportsOf(address), dusdOf(address)])
    await page.getByRole('button', { name: /^Account / }).click()
    await send('SOL', '1.5', receiver)
    await send('DUSD', '2.25', receiver)

    expect(await lamportsOf(receiver)).toBe(1_500_000_000n)
    expect(await dusdOf(receiver)).toBe(2_250_000n)
    expect(await dusdOf(address)).toBe(dusdBefore - 2_250_000n)
    const spent = lamportsBefore - (await lamportsOf(address))
    // The SOL sent, two fees, and the rent of the receiver's new token account.
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165))
    expect(spent).toBe(1_500_000_000n + 10_000n + rent)
    expect((await requests()).filter((request) => request.feature === 'solana:signAndSendTransaction')).toEqual([
      { feature: 'solana:signAndSendTransaction', chain: 'solana:localnet' },
      { feature: 'solana:signAndSendTransaction', chain: 'solana:localnet' },
    ])
    // The Account view's balance follows the chain.
    await page.getByTestId('account-balance').filter({ hasText: sol(await lamportsOf(address)) }).waitFor()

    // The API, which the Tokens tab and the Send view read, answers SOL and DUSD for the receiver.
    const balances = await page.evaluate(
      async ([api, owner, chainId]) => {
        const response = await fetch(`${api}/v1/account/${owner}/balance?chainId=${encodeURIComponent(chainId)}&projectId=airlock-demo`)
        return ((await response.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }).balances
      },
      [env.stack.urls.api!, receiver, env.stack.solana.caipNetworkId] as const,
    )
    expect(balances.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
      ['SOL', '1.5'],
      ['DUSD', '2.25'],
    ])
    await page.keyboard.press('Escape')
  })

  it('error: a send declined in the wallet shows "Signature declined" and keeps the preview', async () => {
    const before = await lamportsOf(address)
    await page.evaluate(() => (window as WalletWindow).__airlockSolanaTestWallet.rejectNext('solana:signAndSendTransaction'))
    await page.getByRole('button', { name: /^Account / }).click()
    await preview('SOL', '0.25', env.stack.solana.accounts[2]!.publicKey)
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    expect(await dialog().getByRole('alert').textContent()).toBe('Signature declined')
    expect(await page.getByTestId('send-preview-amount').textContent()).toContain('0.250 SOL')
    expect(await lamportsOf(address)).toBe(before)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('behavior: Disconnect ends the session, also after a reload', async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect((await requests()).at(-1)).toEqual({ feature: 'standard:disconnect' })
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('error: a declined connection shows "Connection declined", and Try again connects', async () => {
    await walletControl('rejectConnect')
    await page.getByRole('button', { name: 'Network Airlock Devnet, switch network' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Devnet/ }).click()
    await page.getByRole('button', { name: 'Network Airlock Solana Devnet, switch network' }).waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Test Wallet/ }).click()
    await dialog().getByText('Connection declined').waitFor()
    await dialog().getByRole('button', { name: 'Try again' }).click()
    await dialog().waitFor({ state: 'detached' })
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(demo.errors).toEqual([])
  })
})
