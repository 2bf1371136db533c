import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAssociatedTokenAddress } from '../../local/devnet/solana/findAssociatedTokenAddress.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installSolanaInjectedWallet } from './wallets/installSolanaInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page
let connection: Connection
const dialog = () => page.getByRole('dialog')
type PayWindow = typeof window & {
  airlock: { pay(request: { recipient: string; amount: string; asset: string; network: string }): Promise<{ status: string; hash: string }> }
  __paid?: { status: string; hash: string } | { error: string }
}

beforeAll(async () => {
  connection = new Connection(env.stack.solana.url, { commitment: 'confirmed', wsEndpoint: env.stack.solana.wsUrl })
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: (context) =>
      installSolanaInjectedWallet(context, { secretKey: env.stack.solana.accounts[1]!.secretKey, chains: { 'solana:localnet': env.stack.solana.url } }).then(() => {}),
  })
  page = demo.page
  await page.getByRole('button', { name: 'Network Airlock Devnet, switch network' }).click()
  await dialog().getByRole('button', { name: /Airlock Solana Devnet/ }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog().getByRole('button', { name: /Airlock Solana Test Wallet/ }).click()
  await dialog().waitFor({ state: 'detached' })
})
afterAll(async () => demo?.close())

/** Asks the demo's instance to pay, presses Pay in the view, and waits for what `airlock.pay` settles with. */
async function pay(recipient: string, amount: string, asset: string, symbol: string) {
  await page.evaluate(
    (request) => {
      const host = window as PayWindow
      host.__paid = undefined
      host.airlock.pay(request).then(
        (result) => (host.__paid = result),
        (error: { code?: string }) => (host.__paid = { error: String(error.code) }),
      )
    },
    { recipient, amount, asset, network: env.stack.solana.caipNetworkId },
  )
  await dialog().getByTestId('pay-amount').filter({ hasText: `${Number(amount).toFixed(3)} ${symbol}` }).waitFor()
  await dialog().getByRole('button', { name: `Pay ${Number(amount).toFixed(3)} ${symbol}` }).click()
  await page.waitForFunction(() => (window as PayWindow).__paid !== undefined, undefined, { timeout: 30_000 })
  return page.evaluate(() => (window as PayWindow).__paid!)
}

describe('Pay on Solana through a wallet-standard wallet', () => {
  it('behavior: SOL is paid, and Pay resolves with the confirmed signature', async () => {
    const shop = Keypair.generate().publicKey
    const result = await pay(shop.toBase58(), '0.5', 'native', 'SOL')
    expect(result).toMatchObject({ status: 'success', hash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
    expect(await connection.getBalance(shop)).toBe(500_000_000)
    const status = await connection.getSignatureStatus((result as { hash: string }).hash, { searchTransactionHistory: true })
    expect(status.value?.err).toBeNull()
  })

  it('behavior: SPL DUSD is paid to an owner with no token account yet', async () => {
    const shop = Keypair.generate().publicKey
    const result = await pay(shop.toBase58(), '1.5', env.stack.solana.tokenMint, 'DUSD')
    expect(result).toMatchObject({ status: 'success' })
    const account = findAssociatedTokenAddress(new PublicKey(env.stack.solana.tokenMint), shop)
    expect((await connection.getTokenAccountBalance(account)).value.uiAmountString).toBe('1.5')
  })
})
