import type { BrowserContext, Page } from 'playwright-core'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { screenshotAtWidths } from './helpers/screenshotAtWidths.js'
import { axeViolations } from './helpers/axeViolations.js'
import { readInbox } from './helpers/signInWithEmail.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { switchWalletChain } from './wallets/switchWalletChain.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'

// Issue 20, accessibility: axe over every view of every feature in the light theme, the dark
// theme and forced colours (Windows high contrast), with no violation; and the modal at 200 %
// zoom and 320 px wide, where nothing scrolls sideways and the primary action stays in view.
// One stack and one browser for the file; each view is reached by its quickest route.
const env = useStackAndBrowser()

type Mode = 'light' | 'dark' | 'forced-colors'
const modes: Mode[] = ['light', 'dark', 'forced-colors']

/**
 * axe over the modal as it is now, in each mode: the theme is the modal's own attribute
 * (what `themeMode` sets), forced colours the browser's emulation of high contrast.
 */
async function sweep(page: Page, name: string): Promise<Record<Mode, string[]>> {
  const found = {} as Record<Mode, string[]>
  const theme = await page.locator('.airlock-modal').getAttribute('data-airlock-theme')
  for (const mode of modes) {
    await page.evaluate((next) => {
      for (const element of document.querySelectorAll('.airlock-overlay [data-airlock-theme], .airlock-overlay')) element.setAttribute('data-airlock-theme', next)
    }, mode === 'dark' ? 'dark' : theme!)
    await page.emulateMedia(mode === 'forced-colors' ? { forcedColors: 'active', colorScheme: 'light' } : { forcedColors: 'none', colorScheme: 'light' })
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(mode === 'forced-colors')
    found[mode] = await axeViolations(page)
    if (mode !== 'forced-colors') await screenshotAtWidths(page, `sweep-${name}-${mode}`)
  }
  await page.evaluate((next) => {
    for (const element of document.querySelectorAll('.airlock-overlay [data-airlock-theme], .airlock-overlay')) element.setAttribute('data-airlock-theme', next)
  }, theme!)
  await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light' })
  return found
}

const clean: Record<Mode, string[]> = { light: [], dark: [], 'forced-colors': [] }
const dialog = (page: Page) => page.getByRole('dialog')
// The header's Back (a view may have a Back of its own below).
const back = (page: Page) => dialog(page).getByRole('button', { name: 'Back', exact: true }).first().click()
const airlockOf = (page: Page, run: string) => page.evaluate(`(async () => { const airlock = window.airlock; ${run} })()`)


/** Sweeps each view `visit` reaches and expects no violation in any of them. */
async function sweepViews(page: Page, visit: (look: (name: string) => Promise<void>) => Promise<void>) {
  const seen: Record<string, Record<Mode, string[]>> = {}
  try {
    await visit(async (name) => {
      await dialog(page).locator('.airlock-view').first().waitFor()
      seen[name] = await sweep(page, name)
    })
  } finally {
    // What was found before a route failed, to fix in one go.
    const found = Object.entries(seen).filter(([, byMode]) => Object.values(byMode).some((list) => list.length))
    if (found.length) console.info(`[axe sweep] violations: ${JSON.stringify(Object.fromEntries(found))}`)
  }
  expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((name) => [name, clean])))
  expect(Object.keys(seen).length).toBeGreaterThan(0)
  return Object.keys(seen)
}

const covered: string[] = []
let demo: DemoPage | undefined
let profile: BrowserContext | undefined

afterAll(async () => {
  await demo?.close()
  await profile?.close()
  console.info(`[axe sweep] views covered in ${modes.join(', ')}: ${covered.join('; ')}`)
})

describe('axe over every view, in light, dark and forced colours', () => {
  it('rule axe: Connect, the wallet list, WalletConnect, email, social and Farcaster sign-in, Buy on Connect and the error views', async () => {
    demo = await openDemo(env.browser, `${env.stack.urls.demo!}/?socials=on&buy=connect`, {
      beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[9]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
    })
    const { page } = demo
    page.setDefaultTimeout(15_000)
    const views = await sweepViews(page, async (look) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
      await look('Connect')
      await dialog(page).getByRole('button', { name: /All Wallets/ }).click()
      await page.getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
      await look('AllWallets')
      await page.getByRole('searchbox', { name: 'Search wallets' }).fill('rain')
      await page.getByRole('list', { name: 'Wallets matching rain' }).getByRole('button', { name: 'Rainbow' }).click()
      await dialog(page).getByText('Rainbow is not installed in this browser').waitFor()
      await look('ConnectingExternal, wallet not installed')
      await back(page)
      await page.getByRole('searchbox', { name: 'Search wallets' }).fill('safe')
      await page.getByRole('list', { name: 'Wallets matching safe' }).getByRole('button', { name: 'Safe{Wallet}' }).click()
      await page.getByRole('dialog', { name: 'Safe{Wallet}' }).getByRole('img', { name: /^QR code/ }).waitFor()
      await look('ConnectingWalletConnect (a registry wallet)')
      await back(page)
      await back(page)
      await dialog(page).getByRole('button', { name: /WalletConnect/ }).click()
      await dialog(page).getByRole('img', { name: /^QR code to connect/ }).waitFor()
      await look('ConnectingWalletConnectBasic (QR code)')
      await back(page)
      await dialog(page).getByRole('button', { name: 'Continue with Email' }).click()
      await dialog(page).getByRole('textbox', { name: /Email/ }).waitFor()
      await look('EmailLogin')
      await back(page)
      await dialog(page).getByRole('button', { name: /Farcaster/ }).click()
      await dialog(page).getByRole('img', { name: /QR code/ }).or(dialog(page).getByRole('alert')).first().waitFor()
      await look('ConnectingFarcaster')
      await back(page)
      await dialog(page).getByRole('button', { name: /^Continue with (Google|GitHub|Apple|X|Discord|Facebook)$/ }).first().click()
      await dialog(page).getByText(/window$|^Taking you to/).first().waitFor()
      await look('SocialLogin')
      await back(page)
      await dialog(page).getByRole('button', { name: /Buy crypto/ }).click()
      await dialog(page).getByText('Connect a wallet to buy crypto.').waitFor()
      await look('Buy, not connected')
      await back(page)
      await airlockOf(page, "airlock.router.push('NoSuchView')")
      await dialog(page).getByText("This isn't available in this app.").waitFor()
      await look('Not available (error view)')
      await back(page)
      await page.evaluate(() => (window as unknown as { __airlockTestWallet: { rejectNext(method: string): void } }).__airlockTestWallet.rejectNext('eth_requestAccounts'))
      await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await dialog(page).getByText('Connection declined').waitFor()
      await look('ConnectingExternal, connection declined (error view)')
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).waitFor({ state: 'detached' })
    })
    covered.push(...views)
  }, 120_000)

  it('rule axe: Account and its tabs, Networks and the switch notice, an unsupported network, Send to its result, Receive, Swap to its preview, Buy, a name, Pay', async () => {
    const page = demo!.page
    const views = await sweepViews(page, async (look) => {
      await page.getByRole('button', { name: /^Account / }).click()
      await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
      for (const tab of ['Tokens', 'NFTs', 'Activity']) {
        await dialog(page).getByRole('tab', { name: tab }).click()
        await dialog(page).getByRole('tabpanel').locator('ul, [role=list], .airlock-empty, section').first().waitFor()
        await look(`Account, ${tab}`)
      }
      await dialog(page).getByRole('button', { name: /, switch network$/ }).click()
      await dialog(page).getByRole('group', { name: 'Networks' }).waitFor()
      await look('Networks')
      await dialog(page).getByRole('group', { name: 'Networks' }).getByRole('button', { name: /^Airlock Solana Devnet/ }).click()
      await dialog(page).getByRole('alertdialog').waitFor()
      await look('Networks, switch notice')
      await dialog(page).getByRole('button', { name: 'Stay on the current network' }).click()
      await back(page)
      await switchWalletChain(page, 999, env.stack.evm.url)
      await dialog(page).getByRole('heading', { name: 'Switch Network' }).waitFor()
      await look('UnsupportedChain')
      await switchWalletChain(page, 31337, env.stack.evm.url)
      await back(page)
      await dialog(page).getByRole('button', { name: 'Network Airlock Devnet, switch network' }).waitFor()

      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      await dialog(page).getByRole('textbox', { name: 'To' }).waitFor()
      await look('Send')
      await dialog(page).getByRole('button', { name: 'Preview' }).click({ force: true })
      await dialog(page).getByRole('alert').first().waitFor()
      await look('Send, with its field errors')
      await dialog(page).getByRole('button', { name: /^Token/ }).click()
      await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor()
      await look('SendSelectToken')
      await dialog(page).getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^ETH/ }).click()
      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.001')
      await dialog(page).getByRole('textbox', { name: 'To' }).fill(env.stack.evm.accounts[8]!.address)
      await dialog(page).getByRole('button', { name: 'Preview' }).click()
      await dialog(page).getByTestId('send-preview-fee').filter({ hasText: /ETH/ }).waitFor()
      await look('SendPreview')
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      await dialog(page).locator('[data-testid=send-result][data-status=confirmed]').first().waitFor({ timeout: 20_000 })
      await look('SendStatus, sent')
      await dialog(page).getByRole('button', { name: 'Done' }).click()

      await dialog(page).getByRole('button', { name: 'Receive' }).click()
      await dialog(page).getByRole('img', { name: /QR code/ }).waitFor()
      await look('Receive')
      await back(page)

      await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
      await dialog(page).getByRole('form', { name: 'Swap' }).waitFor()
      await dialog(page).getByRole('button', { name: /^You receive token/ }).click()
      await dialog(page).getByRole('list', { name: 'Tokens' }).getByRole('button').first().waitFor()
      await look('SwapSelectToken')
      await dialog(page).getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^DUSD / }).click()
      await dialog(page).getByRole('textbox', { name: 'You pay' }).fill('0.01')
      await dialog(page).getByTestId('swap-quote').waitFor()
      await look('Swap, with its quote')
      await dialog(page).getByRole('button', { name: 'Preview' }).click()
      await dialog(page).getByRole('button', { name: 'Swap', exact: true }).waitFor()
      await look('SwapPreview')
      await back(page)
      await back(page)

      await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click()
      await dialog(page).getByRole('combobox', { name: 'Buy' }).waitFor()
      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('100')
      await dialog(page).getByTestId('quote-sandbox').filter({ hasText: 'You get' }).waitFor()
      await look('Buy, with its quotes')
      const [checkout] = await Promise.all([page.context().waitForEvent('page'), dialog(page).getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()])
      await dialog(page).getByTestId('buy-order').waitFor()
      await look('BuyOrder, the checkout open')
      await checkout!.close()
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByRole('button', { name: /^Account / }).click()
      await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()

      await dialog(page).getByRole('button', { name: 'Choose a name' }).click()
      await dialog(page).getByRole('textbox', { name: 'Name' }).fill(`sweep${Date.now() % 100_000}`)
      await dialog(page).getByRole('button', { name: 'Register' }).waitFor()
      await look('RegisterName')
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
      await dialog(page).getByTestId('pay-amount').filter({ hasText: '5.000 DUSD' }).waitFor()
      await dialog(page).getByTestId('pay-balance').waitFor()
      await look('Pay')
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click()
    })
    covered.push(...views)
  }, 120_000)

  it('rule forced colours: with backgrounds gone, controls keep visible edges and the selected tab and a disabled action stay told apart', async () => {
    const page = demo!.page
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' })
    try {
      await page.getByRole('button', { name: /^Account / }).click()
      await dialog(page).getByRole('tab', { name: 'Tokens' }).click()
      const look = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element)
          return { background: style.backgroundColor, color: style.color, edge: parseFloat(style.borderTopWidth) }
        })
      const selected = await look(dialog(page).getByRole('tab', { name: 'Tokens' }))
      const other = await look(dialog(page).getByRole('tab', { name: 'NFTs' }))
      expect(selected.background).not.toBe(other.background)
      expect(selected.color).not.toBe(other.color)
      expect((await look(dialog(page).getByRole('button', { name: 'Send', exact: true }))).edge).toBeGreaterThan(0)
      expect((await look(dialog(page).getByRole('button', { name: /, switch network$/ }))).edge).toBeGreaterThan(0)
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      const preview = dialog(page).getByRole('button', { name: 'Preview' })
      await preview.waitFor()
      const disabled = await look(preview)
      expect(disabled.edge).toBeGreaterThan(0)
      // The disabled action reads in the system's disabled colour, unlike the enabled Back.
      expect(disabled.color).not.toBe((await look(dialog(page).getByRole('button', { name: 'Back', exact: true }).first())).color)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
    } finally {
      await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light' })
    }
  })

  it('rule axe: the sign-in message (SIWX) after connecting', async () => {
    const signing = await openDemo(env.browser, `${env.stack.urls.demo!}/?siwx=required`, {
      beforeGoto: (context) => installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
    })
    try {
      const page = signing.page
      const views = await sweepViews(page, async (look) => {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).click()
        await dialog(page).getByTestId('siwx-sign').waitFor()
        await look('SIWXSignMessage')
      })
      covered.push(...views)
    } finally {
      await signing.close()
    }
  })

  it('rule axe: email sign-in with its code, the embedded wallet’s Account and settings, and approving a request', async () => {
    // A browser profile as people have: the embedded wallet's frame on its own site keeps its storage.
    profile = await launchBrowserProfile()
    const page = await profile.newPage()
    await page.goto(env.stack.urls.demo!)
    const email = `sweep-${Date.now()}@example.com`
    const views = await sweepViews(page, async (look) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page).getByRole('button', { name: 'Continue with Email' }).click()
      await dialog(page).getByRole('textbox', { name: /Email/ }).fill(email)
      await dialog(page).getByRole('button', { name: 'Continue' }).click()
      const code = dialog(page).getByRole('textbox', { name: /code/ })
      await code.waitFor({ timeout: 30_000 })
      await look('EmailLogin, the code')
      const mail = await readInbox(env.stack, email, (message) => /sign-in code/.test(message.subject))
      await code.fill(mail.text.match(/\b(\d{6})\b/)![1]!)
      await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
      await page.getByRole('button', { name: /^Account / }).click()
      await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
      await look('Account, embedded wallet')
      await dialog(page).getByRole('button', { name: 'Email & keys', exact: true }).click()
      await dialog(page).locator('.airlock-list-button').first().waitFor()
      await look('EmailWallet')
      await dialog(page).locator('.airlock-list-button').first().click()
      await dialog(page).getByRole('textbox').first().waitFor()
      await look('EmailUpdate')
      await back(page)
      await dialog(page).locator('.airlock-list-button').nth(1).click()
      await dialog(page).locator('.airlock-view').filter({ hasNot: page.locator('.airlock-spinner') }).first().waitFor()
      await look('EmailRecovery')
      await dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click()
      await dialog(page).waitFor({ state: 'detached' })
      const signing = airlockOf(page, "return (await airlock.connection()).signMessage('Hello from the sweep')")
      await dialog(page).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
      await look('ApproveTransaction')
      await dialog(page).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
      await signing
    })
    covered.push(...views)
  }, 120_000)
})

describe('the modal at 200 % zoom and on a 320 px wide screen', () => {
  // What scrolls sideways (the page, the modal, anything in it that scrolls), and whether the
  // view's primary action, brought into view as the keyboard would, lies within the window and the modal.
  async function layout(page: Page, primary: RegExp) {
    const action = dialog(page).getByRole('button', { name: primary }).first()
    await action.scrollIntoViewIfNeeded()
    await action.evaluate((element) => element.setAttribute('data-primary-action', ''))
    return page.evaluate(() => {
      const root = document.documentElement
      const modal = document.querySelector<HTMLElement>('.airlock-modal')!
      const wide = (e: Element) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)
      const button = modal.querySelector('[data-primary-action]')!
      button.removeAttribute('data-primary-action')
      const box = button.getBoundingClientRect()
      const frame = modal.getBoundingClientRect()
      return {
        sideways: [
          ...(root.scrollWidth > root.clientWidth ? ['page'] : []),
          ...(modal.scrollWidth > modal.clientWidth ? ['modal'] : []),
          ...[...modal.querySelectorAll('*')].filter(wide).map((e) => e.className),
        ],
        primaryInView: box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
      }
    })
  }

  it('rule zoom and 320 px: nothing scrolls sideways and the primary action is in view, on Connect, the wallet list, Account, Networks, Send, Swap and Receive', async () => {
    // 200 %: a 1280 × 800 window zoomed in lays out as 640 × 400 CSS pixels at twice the density.
    const zoomed = await openDemo(env.browser, env.stack.urls.demo!, {
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 2,
      beforeGoto: (context) => installInjectedWallet(context, { privateKey: generatePrivateKey(), chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
    })
    const { page } = zoomed
    const found: Record<string, unknown> = {}
    try {
      for (const [size, viewport] of [['200 %', { width: 640, height: 400 }], ['320 px', { width: 320, height: 568 }]] as const) {
        await page.setViewportSize(viewport)
        const check = async (view: string, primary: RegExp) => {
          found[`${size} ${view}`] = await layout(page, primary)
        }
        await page.getByRole('button', { name: /^Connect Wallet$|^Account / }).click()
        if (size === '200 %') {
          await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
          await check('Connect', /^All Wallets/)
          await dialog(page).getByRole('button', { name: /All Wallets/ }).click()
          await page.getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
          await check('AllWallets', /^Back$/)
          await back(page)
          await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).click()
          await dialog(page).waitFor({ state: 'detached' })
          await page.getByRole('button', { name: /^Account / }).click()
        }
        await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
        await check('Account', /Disconnect$/)
        await dialog(page).getByRole('button', { name: /, switch network$/ }).click()
        await dialog(page).getByRole('group', { name: 'Networks' }).waitFor()
        await check('Networks', /^Back$/)
        await back(page)
        await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
        await dialog(page).getByRole('textbox', { name: 'To' }).waitFor()
        await check('Send', /^Preview$/)
        await back(page)
        await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
        await dialog(page).getByRole('form', { name: 'Swap' }).waitFor()
        await check('Swap', /^Preview$/)
        await back(page)
        await dialog(page).getByRole('button', { name: 'Receive' }).click()
        await dialog(page).getByRole('img', { name: /QR code/ }).waitFor()
        await check('Receive', /^Back$/)
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })
      }
      const fine = { sideways: [], primaryInView: true }
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, fine])))
      expect(Object.keys(found)).toHaveLength(12)
    } finally {
      await zoomed.close()
    }
  })
})
