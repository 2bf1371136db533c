import { describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axeViolations.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

const env = useStackAndBrowser()

let demo: DemoPage

describe('the modal in Chromium', () => {
  it('default: Connect Wallet opens a 360px labelled dialog with focus inside', async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!)
    const { page } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect((await dialog.boundingBox())?.width).toBe(360)
    await page.locator('[data-airlock-view="Connect"]').waitFor()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    expect(await page.getByTestId('modal').textContent()).toBe('open on Connect')
  })

  it('behavior: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { page } = demo
    const inside = () => page.getByRole('dialog').evaluate((element) => element.contains(document.activeElement))
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab')
      expect(await inside()).toBe(true)
    }
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await inside()).toBe(true)
    }
  })

  it('rule a11y: axe finds no violations in the open dialog', async () => {
    const { page } = demo
    expect(await axeViolations(page)).toEqual([])
  })

  it('rule a11y: axe finds no violations in the dark theme, where the wallet list and the QR view also pass', async () => {
    const dark = await openDemo(env.browser, `${env.stack.urls.demo!}?theme=dark`)
    await dark.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = dark.page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: 'MetaMask' }).waitFor()
    expect(await dialog.getAttribute('data-airlock-theme')).toBe('dark')
    const connect = await axeViolations(dark.page)
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    await dark.page.getByRole('img', { name: /^QR code/ }).waitFor()
    expect({ connect, qr: await axeViolations(dark.page) }).toEqual({ connect: [], qr: [] })
    await dark.close()
  })

  it('behavior: Escape closes and focus returns to Connect Wallet', async () => {
    const { page } = demo
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    expect(focused).toBe('Connect Wallet')
    expect(demo.errors).toEqual([])
    await demo.close()
  })

  it('rule animations: 150 ms view transition and 120 ms header text; none with reduced motion, none on the view the modal opens on', async () => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const opened = await openDemo(env.browser, env.stack.urls.demo!, { reducedMotion })
      await opened.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await opened.page.locator('[data-airlock-view="Connect"]').waitFor()
      // What the click asked for shows at once; the views after it animate in.
      const opening = await opened.page.evaluate(() => getComputedStyle(document.querySelector('.airlock-view')!).animationName)
      await opened.page.getByRole('dialog').getByRole('button', { name: /^All Wallets/ }).click()
      await opened.page.locator('[data-airlock-view="AllWallets"]').waitFor()
      const result = await opened.page.evaluate((openingName) => ({
        opening: openingName,
        view: getComputedStyle(document.querySelector('.airlock-view')!).animationDuration,
        header: getComputedStyle(document.querySelector('.airlock-title')!).animationDuration,
        height: getComputedStyle(document.querySelector('.airlock-body')!).transitionDuration,
      }), opening)
      await opened.close()
      return result
    }
    expect(await durations('no-preference')).toEqual({ opening: 'none', view: '0.15s', header: '0.12s', height: '0.15s' })
    expect(await durations('reduce')).toEqual({ opening: 'none', view: '0s', header: '0s', height: '0s' })
  })

  it('rule languages: in Arabic a typed email reads as typed, x@, left to right in a right-to-left modal', async () => {
    const arabic = await openDemo(env.browser, `${env.stack.urls.demo}?locale=ar`)
    try {
      const { page } = arabic
      await page.getByRole('navigation').getByRole('button').last().click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'المتابعة بالبريد الإلكتروني' }).click()
      const field = dialog.getByRole('textbox', { name: 'البريد الإلكتروني' })
      await field.fill('x@')
      expect(await dialog.getAttribute('dir')).toBe('rtl')
      expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr')
      await screenshotModal(page, 'arabic-email')
    } finally {
      await arabic.close()
    }
  })
})
