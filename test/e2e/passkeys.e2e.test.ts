import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { addVirtualAuthenticator, type VirtualAuthenticator } from './helpers/addVirtualAuthenticator.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

const env = useStackAndBrowser()
const profiles: BrowserContext[] = []
afterAll(async () => {
  for (const profile of profiles) await profile.close()
})

const accountAddress = (page: Page) =>
  page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)

/** The demo in a fresh browser profile (a frame keeps its storage there) with a virtual authenticator. */
async function openDemo(options: { prf?: boolean } = {}): Promise<{ page: Page; authenticator: VirtualAuthenticator }> {
  const profile = await launchBrowserProfile()
  profiles.push(profile)
  const page = await profile.newPage()
  const authenticator = await addVirtualAuthenticator(profile, page, options)
  await page.goto(env.stack.urls.demo!)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  return { page, authenticator }
}

/** The wallet frame's storage, read in the hidden frame: what a copy of it would hold. */
const frameStorage = (page: Page) => {
  const frame = page.frames().find((f) => f.url().startsWith(env.stack.urls.frame!) && !f.url().includes('/passkey'))!
  return frame.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
}

async function passkeyPage(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with passkey' }).click()
  return page.frameLocator('iframe[title="Sign in with a passkey"]')
}

describe('passkeys through the modal', () => {
  it('default: a passkey signs a new person up with an address, sealed on this device; a fresh profile with the same passkey signs in to the same address', async () => {
    const { page, authenticator } = await openDemo()
    const frame = await passkeyPage(page)
    await frame.getByRole('button', { name: 'Create a new wallet' }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // PRF: the device shares in the frame's storage are sealed; none is kept as is.
    const stored = Object.entries(await frameStorage(page)).filter(([key]) => key.includes(':shares:'))
    expect(stored).toHaveLength(1)
    const shares = JSON.parse(stored[0]![1]) as Record<string, { share?: string; sealed?: unknown }>
    expect(Object.values(shares).map((s) => [Boolean(s.sealed), s.share])).toEqual([[true, undefined], [true, undefined]])

    const credentials = await authenticator.credentials()
    expect(credentials).toHaveLength(1)
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
    const other = await openDemo()
    await other.authenticator.add(credentials)
    const again = await passkeyPage(other.page)
    await again.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await other.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    expect(await accountAddress(other.page)).toBe(address)
  })
})
