import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './wallets/createWalletConnectTestWallet.js'

// Issue 20, accessibility: connect, Account and its tabs, Send, Receive, a network switch
// and disconnect with the keyboard alone; focus is never on the page's body while the modal
// is open (checked at every frame), after every key press it is in the modal and
// visibly ringed, and what a sighted person sees change
// (connecting, sent) is said through the modal's one live region.
const env = useStackAndBrowser()

interface FocusState {
  /** The focused element's role or tag, and its accessible text, to read in a failure. */
  what: string
  inDialog: boolean
  onBody: boolean
  focusVisible: boolean
  /** A ring a person can see: an outline or a box-shadow of nonzero width. */
  ring: boolean
}

function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    const dialog = document.querySelector('[role=dialog]')
    const style = element ? getComputedStyle(element) : undefined
    const outline = style !== undefined && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    // A box-shadow ring: any shadow with a nonzero blur or spread.
    const shadow = style !== undefined && style.boxShadow !== 'none' && /\b[1-9]\d*(\.\d+)?px/.test(style.boxShadow)
    const label = element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 40) ?? ''
    return {
      what: `${element?.getAttribute('role') ?? element?.tagName.toLowerCase()} "${label}"`,
      inDialog: Boolean(element && dialog?.contains(element)),
      onBody: !element || element === document.body,
      focusVisible: Boolean(element?.matches(':focus-visible')),
      ring: outline || shadow,
    }
  })
}

/** Waits for focus to settle after a press, then checks it is in the modal and visibly ringed. */
async function expectFocusInModal(page: Page, after: string) {
  await expect
    .poll(() => focusState(page), { timeout: 5000, message: `focus after ${after}` })
    .toMatchObject({ inDialog: true, onBody: false, focusVisible: true, ring: true })
}

/** Presses `key` and checks focus stays in the modal, visible. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key)
  await expectFocusInModal(page, key)
}

/** The accessible name of the focused element, as assistive technology reads it. */
async function focusedName(page: Page): Promise<string> {
  const focused = page.locator(':focus')
  if ((await focused.count()) === 0) return ''
  const first = (await focused.ariaSnapshot({ timeout: 2000 })).split('\n')[0] ?? ''
  return /^- [\w-]+ "((?:[^"\\]|\\.)*)"/.exec(first)?.[1] ?? ''
}

/** Tabs (forward, or back with Shift) until the focused element's name matches, checking focus after each press. */
async function tabTo(page: Page, name: RegExp, { back = false, inModal = true, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (name.test(await focusedName(page))) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (inModal) await expectFocusInModal(page, `${back ? 'Shift+Tab' : 'Tab'} towards ${name}`)
    else expect((await focusState(page)).focusVisible).toBe(true)
  }
  throw new Error(`No focusable element named ${name} within ${limit} presses; on ${(await focusState(page)).what}`)
}

/** Everything the modal's live region has said since the page loaded. */
function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announced: string[] }).__announced)
}

// Records every animation frame in which the modal is open but focus is on the page's body.
function recordLostFocus() {
  const lost: string[] = []
  Object.assign(window, { __lostFocus: lost })
  const sample = () => {
    const dialog = document.querySelector('[role=dialog]')
    if (dialog && (!document.activeElement || document.activeElement === document.body)) lost.push(dialog.querySelector('h2')?.textContent ?? '')
    requestAnimationFrame(sample)
  }
  requestAnimationFrame(sample)
}

/** The titles of the views during which focus was found on the body, frame by frame. */
function lostFocus(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __lostFocus: string[] }).__lostFocus)
}

// Records what the live region says: its text each time it changes.
function recordAnnouncements() {
  const said: string[] = []
  Object.assign(window, { __announced: said })
  new MutationObserver(() => {
    for (const region of document.querySelectorAll('[data-airlock-live]')) {
      const text = region.textContent?.trim()
      if (text && said.at(-1) !== text) said.push(text)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

const dialog = (page: Page) => page.getByRole('dialog')

describe('the keyboard alone', () => {
  let demo: DemoPage
  let wallet: WalletConnectTestWallet | undefined

  afterAll(async () => {
    await demo?.close()
    await wallet?.stop()
  })

  it('rule keyboard walk: connects an injected wallet, walks Account and its tabs, sends, receives, switches network and disconnects', async () => {
    let address = ''
    demo = await openDemo(env.browser, env.stack.urls.demo!, {
      beforeGoto: async (context) => {
        await context.addInitScript(recordAnnouncements)
        await context.addInitScript(recordLostFocus)
        const installed = await installInjectedWallet(context, {
          privateKey: env.stack.evm.accounts[9]!.privateKey,
          chains: { 31337: env.stack.evm.url },
          chainId: 31337,
        })
        address = installed.address
      },
    })
    const { page } = demo

    // Open: Tab from the top of the page to the Connect button, Enter.
    await tabTo(page, /^Connect Wallet$/, { inModal: false })
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
    await expectFocusInModal(page, 'opening')
    await tabTo(page, /Airlock Test Wallet/)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'detached' })
    // Focus went back to the button that opened the modal, now the account button.
    await expect.poll(() => focusedName(page)).toMatch(/^Account 0x/)
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await announced(page)).toContain('Connecting to Airlock Test Wallet')

    // Account and its tabs: arrows move between tabs, Home and End to the first and last.
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await expectFocusInModal(page, 'opening Account')
    await tabTo(page, /^Tokens$/)
    const tabs = dialog(page).getByRole('tab')
    for (const [key, name] of [['ArrowRight', 'NFTs'], ['ArrowRight', 'Activity'], ['ArrowRight', 'Tokens'], ['ArrowLeft', 'Activity'], ['ArrowLeft', 'NFTs'], ['ArrowLeft', 'Tokens'], ['End', 'Activity'], ['Home', 'Tokens']] as const) {
      await press(page, key)
      expect(await focusedName(page)).toBe(name)
      expect(await tabs.filter({ hasText: name }).getAttribute('aria-selected')).toBe('true')
      await dialog(page).getByRole('tabpanel').locator('ul, [role=list], .airlock-empty, section').first().waitFor()
    }
    // The panel itself takes focus, so a long list scrolls with the arrows.
    await press(page, 'Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')

    // Send: pick the token, fill amount and receiver, preview, send on the local chain.
    const receiver = env.stack.evm.accounts[8]!.address
    const chain = createPublicClient({ transport: http(env.stack.evm.url) })
    const before = await chain.getBalance({ address: receiver })
    await tabTo(page, /^Send$/, { back: true })
    await press(page, 'Enter')
    await dialog(page).getByRole('textbox', { name: 'To' }).waitFor()
    await tabTo(page, /^Token/)
    await press(page, 'Enter')
    await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor()
    await tabTo(page, /^ETH/)
    await press(page, 'Enter')
    await dialog(page).getByRole('textbox', { name: 'Amount' }).waitFor()
    await tabTo(page, /^Amount/)
    await page.keyboard.type('0.01')
    await tabTo(page, /^To/)
    await page.keyboard.type(receiver)
    await tabTo(page, /^Preview$/)
    await press(page, 'Enter')
    await dialog(page).getByTestId('send-preview-fee').filter({ hasText: /ETH/ }).waitFor()
    await tabTo(page, /^Send$/)
    await press(page, 'Enter')
    await dialog(page).locator('[data-testid=send-result][data-status=confirmed]').first().waitFor({ timeout: 20_000 })
    expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
    await expect.poll(() => announced(page)).toContain('Sent 0.010 ETH. Confirmed by the network.')
    await tabTo(page, /^Done$/)
    await press(page, 'Enter')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()

    // Receive, then back with the Back button.
    await tabTo(page, /^Receive$/)
    await press(page, 'Enter')
    await dialog(page).getByTestId('receive-address').waitFor()
    expect(await dialog(page).getByTestId('receive-address').textContent()).toBe(address)
    await tabTo(page, /^Back$/, { back: true })
    await press(page, 'Space')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()

    // Switch network.
    await tabTo(page, /switch network$/)
    await press(page, 'Enter')
    await dialog(page).getByRole('group', { name: 'Networks' }).waitFor()
    await tabTo(page, /^Airlock Devnet Two/)
    await press(page, 'Enter')
    await dialog(page).getByRole('button', { name: 'Network Airlock Devnet Two, switch network' }).waitFor()
    expect(await page.getByTestId('network').textContent()).toBe('Airlock Devnet Two (eip155:31338)')
    await expectFocusInModal(page, 'switching network')

    // Escape closes and gives focus back; Enter opens Account again; Disconnect.
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await expect.poll(() => focusedName(page)).toMatch(/^Account 0x/)
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await expectFocusInModal(page, 'opening Account again')
    await tabTo(page, /Disconnect$/)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await expect.poll(() => focusedName(page)).toBe('Connect Wallet')
    expect(await lostFocus(page)).toEqual([])
    expect(demo.errors).toEqual([])
  })

  it('rule keyboard walk: connects through WalletConnect with the QR view’s Copy link', async () => {
    await demo.close()
    wallet = await createWalletConnectTestWallet({
      relayUrl: env.stack.urls.relay!,
      privateKey: env.stack.evm.accounts[7]!.privateKey,
      chains: { 31337: env.stack.evm.url, 31338: env.stack.evmSecond.url },
    })
    demo = await openDemo(env.browser, env.stack.urls.demo!, {
      permissions: ['clipboard-read', 'clipboard-write'],
      beforeGoto: async (context) => {
        await context.addInitScript(recordAnnouncements)
        await context.addInitScript(recordLostFocus)
      },
    })
    const { page } = demo
    await tabTo(page, /^Connect Wallet$/, { inModal: false })
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('button', { name: /WalletConnect/ }).waitFor()
    await expectFocusInModal(page, 'opening')
    await tabTo(page, /WalletConnect/)
    await press(page, 'Enter')
    await dialog(page).getByRole('img', { name: /^QR code to connect/ }).waitFor()
    await tabTo(page, /^Copy link$/)
    await press(page, 'Enter')
    await dialog(page).getByText('Link copied').waitFor()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await dialog(page).waitFor({ state: 'detached' })
    expect(await page.getByTestId('address').textContent()).toBe(wallet.control.address)
    await expect.poll(() => focusedName(page)).toMatch(/^Account 0x/)
    expect(await lostFocus(page)).toEqual([])
    expect(demo.errors).toEqual([])
  })
})
