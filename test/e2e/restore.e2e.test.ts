import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVE_FRAME } from './helpers/approveFrame.js'
import { browserModes } from './helpers/browserModes.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { screenshotAtWidths, screenshotModal } from './helpers/screenshotAtWidths.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

// A reload of a page with an embedded wallet (an EVM and a Solana account from one email),
// as a person meets it: what the header shows from the first frame until the account is back.
const env = useStackAndBrowser()

/** Records, from the page's first script on, every text the header's wallet buttons show and every sign-in view. */
async function recordHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __header: string[]; __signIn: boolean }
    w.__header = []
    w.__signIn = false
    const look = () => {
      const nav = document.querySelector('nav[aria-label=Wallet]')
      const text = nav ? [...nav.querySelectorAll('button')].map((button) => button.textContent).join(' | ') : ''
      if (text && text !== w.__header.at(-1)) w.__header.push(text)
      if (document.querySelector('[role=dialog] [data-testid=siwx-sign]')) w.__signIn = true
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const { __header, __signIn } = window as unknown as { __header: string[]; __signIn: boolean }
    return { __header, __signIn }
  })
const accountOf = (page: Page, namespace: 'eip155' | 'solana') =>
  page.evaluate((key) => (window as unknown as { airlock: { chain: { state: { accounts: Record<string, { address?: string } | undefined> } } } }).airlock.chain.state.accounts[key]?.address, namespace)
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Picks `name` in the Networks view the header's network button opens. */
async function switchNetwork(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /, switch network$/ }).click()
  await page.getByRole('dialog').getByRole('group', { name: 'Networks' }).getByRole('button', { name: new RegExp(`^${name}`) }).click()
}

// In a profile where the frame keeps its storage, and in a private window (the frame, on
// another site, keeps its storage sealed in this page, opened by its partitioned cookie).
describe.each(browserModes)('a reload restores the account the person left, on the network they left ($name)', (mode) => {
  let demo: DemoPage
  let page: Page
  let evm: string
  let sol: string

  beforeAll(async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!, { profile: mode.storage === 'local' })
    page = demo.page
    await signInThroughModal(env.stack, page, `restore-${Date.now()}@example.com`)
    evm = (await accountOf(page, 'eip155'))!
    sol = (await accountOf(page, 'solana'))!
    await recordHeader(page)
  })
  afterAll(async () => {
    await demo?.close()
  })

  it('rule reach: Networks offers the embedded wallet the networks it can use, and sets the others apart saying why', async () => {
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /, switch network$/ }).click()
    const dialog = page.getByRole('dialog')
    const offered = dialog.getByRole('group', { name: 'Networks' })
    await offered.waitFor()
    expect(await offered.getByRole('button').allTextContents()).toEqual(['Airlock Devnet Active', 'Airlock Devnet Two Testnet', 'Airlock Solana Devnet Testnet'])
    const apart = dialog.getByTestId('networks-unavailable')
    expect(await apart.getByRole('button').allTextContents()).toEqual(['Ethereum', 'Sepolia', 'Base', 'Solana', 'Solana Devnet'])
    for (const row of await apart.getByRole('button').all()) expect(await row.isDisabled()).toBe(true)
    expect(await apart.textContent()).toContain('It can’t reach these networks in this app.')
    await screenshotModal(page, 'networks-embedded')
    await dialog.getByRole('button', { name: 'Close' }).click()
  })

  it("behavior: the header never shows 'Connect Wallet' or the Solana account while the EVM account comes back, on Airlock Devnet Two where it was left", async () => {
    await switchNetwork(page, 'Airlock Devnet Two')
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Network Airlock Devnet Two, switch network' }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: `Account ${short(evm)}` }).waitFor({ timeout: 30_000 })
    const { __header: header } = await seen(page)
    expect(header.length).toBeGreaterThan(1)
    for (const text of header) {
      expect(text).toMatch(/^Airlock Devnet Two( \| |$)/)
      expect(text).not.toContain('Connect Wallet')
      expect(text).not.toContain(short(sol))
    }
    // A neutral state (nothing, while the button's code loads, then "Connecting…"), then the account.
    expect(header.find((text) => text.includes(' | '))).toBe('Airlock Devnet Two | Connecting…')
    expect(header.at(-1)).toContain(short(evm))
  })

  it('behavior: left on Solana, the page comes back on Solana, never showing the EVM account first', async () => {
    await switchNetwork(page, 'Airlock Solana Devnet')
    await page.getByRole('button', { name: `Account ${short(sol)}` }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: `Account ${short(sol)}` }).waitFor({ timeout: 30_000 })
    for (const text of (await seen(page)).__header) {
      expect(text).toMatch(/^Airlock Solana Devnet( \| |$)/)
      expect(text).not.toContain('Connect Wallet')
      expect(text).not.toContain(short(evm))
    }
  })

  it('behavior: while the session is restored the header shows a busy, unpressable account button (looked at in light and dark, 1280 and 360 px)', async () => {
    // The restore's code arrives late, so its neutral state stays long enough to be photographed.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/createConnectionController-[\w-]+\.js$/, async (route) => {
      await held
      // A request of a page navigated away from meanwhile is gone.
      await route.continue().catch(() => {})
    })
    for (const theme of ['light', 'dark']) {
      await page.goto(`${env.stack.urls.demo!}${theme === 'dark' ? '?theme=dark' : ''}`)
      const pending = page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connecting…' })
      await pending.waitFor()
      expect(await pending.isDisabled()).toBe(true)
      expect(await pending.getAttribute('aria-busy')).toBe('true')
      await screenshotAtWidths(page, `restore-pending-${theme}`)
    }
    release()
    await page.unroute(/createConnectionController-[\w-]+\.js$/)
    await page.getByRole('button', { name: `Account ${short(sol)}` }).waitFor({ timeout: 30_000 })
  })

  it('rule offer only what the network supports: on Solana Account offers no Swap; back on Airlock Devnet it does', async () => {
    const swapsSupported = (namespace: string) =>
      page.evaluate((key) => (window as unknown as { airlock: { chain: { state: { accounts: Record<string, { swapsSupported?: boolean } | undefined> } } } }).airlock.chain.state.accounts[key]?.swapsSupported, namespace)
    await page.getByRole('button', { name: `Account ${short(sol)}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    await expect.poll(() => swapsSupported('solana'), { timeout: 15_000 }).toBe(false)
    expect(await dialog.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
    await dialog.getByRole('button', { name: /, switch network$/ }).click()
    await dialog.getByRole('group', { name: 'Networks' }).getByRole('button', { name: /^Airlock Devnet Active|^Airlock Devnet Testnet/ }).click()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).waitFor({ timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()
  })
})

describe('a required sign-in across a reload', () => {
  let demo: DemoPage
  let page: Page
  let evm: string

  beforeAll(async () => {
    demo = await openDemo(env.browser, `${env.stack.urls.demo!}/?siwx=required`, { profile: true })
    page = demo.page
    await signInThroughModal(env.stack, page, `restore-siwx-${Date.now()}@example.com`, { waitForClose: false })
    await page.getByRole('dialog').getByTestId('siwx-sign').click()
    await page.getByRole('dialog').frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    evm = (await accountOf(page, 'eip155'))!
    await page.getByText(`Signed in as ${evm}`, { exact: false }).waitFor()
    await recordHeader(page)
  })
  afterAll(async () => {
    await demo?.close()
  })

  it('behavior: a valid session is not asked for again after a reload, and the page stays signed in', async () => {
    await page.reload()
    // The sign-in check has run once its session shows.
    await page.getByText(`Signed in as ${evm}`, { exact: false }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: `Account ${short(evm)}` }).waitFor()
    expect((await seen(page)).__signIn).toBe(false)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('rule SIWX required: the Solana account, not signed in, is asked to; closing the view is refused (no Close, Escape ignored) and nothing says signed in', async () => {
    await switchNetwork(page, 'Airlock Solana Devnet')
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('siwx-sign').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('siwx-status').textContent()).toBe('Not signed in')
    await page.keyboard.press('Escape')
    // A required sign-in offers no Close (it could only shake the modal), and Escape leaves the view where it is.
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0)
    expect(await dialog.getByTestId('siwx-sign').isVisible()).toBe(true)
    expect(await page.getByTestId('siwx-status').textContent()).toBe('Not signed in')
    // The way out of a required sign-in is to disconnect.
    await dialog.getByTestId('siwx-cancel').click()
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  })
})
