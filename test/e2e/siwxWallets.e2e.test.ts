import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import type { SolanaRecordedRequest, SolanaTestWalletControl } from './wallets/createSolanaTestWallet.js'
import { installSolanaInjectedWallet } from './wallets/installSolanaInjectedWallet.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'

const env = useStackAndBrowser()

type SessionWindow = typeof window & {
  __airlockSolanaTestWallet: SolanaTestWalletControl
  airlock: { siwx: { getSessions(): Promise<{ data: { accountAddress: string; chainId: string }; token?: string }[]> }; api: { post(path: string, body: unknown): Promise<unknown> } }
}
const sessionsOf = (page: Page) => page.evaluate(() => (window as SessionWindow).airlock.siwx.getSessions())

describe('sign in with a Solana wallet-standard wallet', () => {
  let demo: DemoPage
  let address: string
  beforeAll(async () => {
    demo = await openDemo(env.browser, `${env.stack.urls.demo!}/?siwx=required`, {
      beforeGoto: async (context) => {
        address = (await installSolanaInjectedWallet(context, { secretKey: env.stack.solana.accounts[1]!.secretKey, chains: { 'solana:localnet': env.stack.solana.url } })).address
      },
    })
  })
  afterAll(async () => demo?.close())

  it('default: connecting on the local Solana network signs in through the wallet\'s solana:signIn, and the API keeps the session', async () => {
    const { page } = demo
    const dialog = () => page.getByRole('dialog')
    await page.getByRole('button', { name: 'Network Airlock Devnet, switch network' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Devnet/ }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Solana Test Wallet/ }).click()
    await dialog().getByTestId('siwx-sign').click()
    await dialog().waitFor({ state: 'detached' })
    await page.getByText(new RegExp(`^Signed in as ${address} until `)).waitFor()
    const [session] = await sessionsOf(page)
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: env.stack.solana.caipNetworkId })
    const signed = (await page.evaluate(() => (window as SessionWindow).__airlockSolanaTestWallet.requests)) as SolanaRecordedRequest[]
    // The wallet has Sign In With Solana: it wrote and signed the message itself.
    expect(signed.map((request) => request.feature)).toContain('solana:signIn')
    expect(signed.map((request) => request.feature)).not.toContain('solana:signMessage')
  })
})

describe('sign in with the embedded wallet', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    context = await launchBrowserProfile()
    page = await context.newPage()
    await page.goto(`${env.stack.urls.demo!}/?siwx=required`)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  }, 60_000)
  afterAll(async () => context?.close())

  it('default: an email user signs the sign-in message in the approval view, and the API keeps the session', async () => {
    const dialog = () => page.getByRole('dialog')
    // The sign-in view follows the email sign-in; the modal stays open for it.
    await signInThroughModal(env.stack, page, `siwx-${Date.now()}@example.com`, { waitForClose: false })
    await dialog().getByTestId('siwx-sign').click()
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    await dialog().waitFor({ state: 'detached' })
    const address = await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)
    await page.getByText(new RegExp(`^Signed in as ${address} until `)).waitFor()
    const [session] = await sessionsOf(page)
    expect(session?.data.accountAddress).toBe(address)
  })

  it('ERC-6492: switched to the smart account, which is not deployed yet, the user signs in again as it, and the API keeps that session', async () => {
    const dialog = () => page.getByRole('dialog')
    const eip155Address = () => page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)
    const regular = await eip155Address()
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Use smart account' }).click()
    await dialog().getByTestId('account-type-switch').getByRole('button', { name: 'Use smart account' }).click()
    // A new address without a session: SIWX asks again, for the smart account.
    await dialog().getByTestId('siwx-sign').click()
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    await dialog().waitFor({ state: 'detached' })
    const smart = await eip155Address()
    expect(smart).not.toBe(regular)
    await page.getByText(new RegExp(`^Signed in as ${smart} until `)).waitFor()
    expect((await sessionsOf(page)).map((session) => session.data.accountAddress)).toContain(smart)
    const code = await createPublicClient({ transport: http(env.stack.evm.url) }).getCode({ address: smart as `0x${string}` })
    expect(code).toBeUndefined()
  })
})
