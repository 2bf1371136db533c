import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addVirtualAuthenticator } from './helpers/addVirtualAuthenticator.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

// A browser that keeps nothing for the wallet's site, not even a partitioned cookie (its
// cookies blocked for that site, as a person may set it): the frame works in memory only. The
// person is told before a reload signs them out, and comes back with one press of a passkey.
const env = useStackAndBrowser()
const forgets = 'This window forgets your wallet when you reload or leave the page: you will sign in again by email, or with one press of a passkey if you add one.'

describe('a browser that keeps nothing for the wallet (memory)', () => {
  let context: BrowserContext
  let page: Page
  let address: string | undefined
  const dialog = () => page.getByRole('dialog')
  const accountAddress = () => page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)

  beforeAll(async () => {
    context = await launchBrowserProfile({ blockCookiesOf: 'http://localhost:*' })
    page = await context.newPage()
    await addVirtualAuthenticator(context, page)
    await page.goto(env.stack.urls.demo!)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  })
  afterAll(async () => context?.close())

  it('default: the email form says, before anyone signs in, that this window forgets the wallet on reload', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: 'Continue with Email' }).click()
    await dialog().getByTestId('email-storage-forgets').filter({ hasText: forgets }).waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'email-storage-forgets')
    await dialog().getByRole('button', { name: 'Close' }).click()
  })

  it('default: signed in, the wallet menu says it again, and a passkey is added from the passkey page (which reaches the session in memory)', async () => {
    await signInThroughModal(env.stack, page, `memory-${Date.now()}@example.com`)
    address = await accountAddress()
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Email & keys' }).click()
    await dialog().getByTestId('email-storage-forgets').filter({ hasText: forgets }).waitFor()
    await screenshotModal(page, 'email-wallet-forgets')
    await dialog().getByRole('button', { name: 'Passkeys' }).click()
    await dialog().getByRole('button', { name: 'Add a passkey' }).click()
    const add = page.frameLocator('iframe[title="Add a passkey to your wallet"]')
    await add.getByRole('button', { name: 'Add a passkey' }).press('Enter')
    await add.getByRole('heading', { name: 'Passkey added' }).waitFor()
  })

  it('behavior: a reload signs the person out as said, and one press of the passkey brings the same wallet back, with no email', async () => {
    const mails = async () => (await (await fetch(`${env.stack.urls.mail}/messages`)).json()) as unknown[]
    const before = (await mails()).length
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: 'Continue with passkey' }).click()
    await page.frameLocator('iframe[title="Sign in with a passkey"]').getByRole('button', { name: 'Sign in with a passkey' }).press('Enter')
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    expect(await accountAddress()).toBe(address)
    expect((await mails()).length).toBe(before)
  })
})
