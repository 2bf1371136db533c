import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDemo } from './helpers/openDemo.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
/** An Android phone 360 px wide. */
const phone: BrowserContextOptions = { viewport: { width: 360, height: 740 }, userAgent: android, isMobile: true, hasTouch: true }
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 720 } }

/** Where Account's body is scrolled and where Disconnect sits, against the window's height. */
const accountLayout = (page: Page) =>
  page.evaluate(() => {
    const disconnect = [...document.querySelectorAll('[role=dialog] button')].find((button) => button.textContent?.includes('Disconnect'))!.getBoundingClientRect()
    return { scrollTop: document.querySelector('.airlock-body')!.scrollTop, top: Math.round(disconnect.top), bottom: Math.round(disconnect.bottom), height: innerHeight }
  })

describe('the modal on a phone', () => {
  it('behavior: WalletConnect lists the wallets this phone opens by their own link, with Copy link beside and no QR code; the modal is a sheet along the bottom', async () => {
    const demo = await openDemo(env.browser, env.stack.urls.demo!, phone)
    try {
      const { page } = demo
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const list = dialog.getByRole('list', { name: 'Wallets on this phone' })
      await list.waitFor({ timeout: 30_000 })
      const links = await list.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')] as const))
      expect(links.length).toBeGreaterThan(2)
      for (const [, href] of links) expect(href).toMatch(/\/wc\?uri=wc%3A[0-9a-f]+%402/)
      expect(links.find(([name]) => name === 'MetaMask')?.[1]).toMatch(/^metamask:\/\/wc\?uri=wc%3A/)
      expect(await dialog.getByRole('button', { name: 'Copy link' }).count()).toBe(1)
      expect(await dialog.getByRole('img', { name: /QR code/ }).count()).toBe(0)
      expect(await dialog.getByText('Scan with your phone').count()).toBe(0)
      await dialog.getByText('Open a wallet on this phone').waitFor()
      // A sheet along the bottom edge, the phone's whole width.
      const box = (await page.locator('.airlock-modal').boundingBox())!
      expect([box.x, box.width, Math.round(box.y + box.height)]).toEqual([0, 360, 740])
      await screenshotModal(page, 'phone-walletconnect')
      expect(demo.errors).toEqual([])
    } finally {
      await demo.close()
    }
  })

  for (const [name, options] of [['an Android phone at 360 px', phone], ['a 1280×720 window', desktop]] as const) {
    it(`behavior: on ${name}, Account opens at its top with Disconnect in view`, async () => {
      const demo = await openDemo(env.browser, env.stack.urls.demo!, {
        ...options,
        beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[9]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
      })
      try {
        const { page } = demo
        const dialog = page.getByRole('dialog')
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
        await dialog.waitFor({ state: 'detached' })
        await page.getByRole('button', { name: /^Account / }).click()
        await dialog.getByRole('list', { name: 'Tokens' }).waitFor({ timeout: 30_000 })
        const layout = await accountLayout(page)
        expect(layout.scrollTop).toBe(0)
        expect(layout.top).toBeGreaterThanOrEqual(0)
        expect(layout.bottom).toBeLessThanOrEqual(layout.height)
        await screenshotModal(page, `account-${options === phone ? 'phone' : 'desktop'}`)
      } finally {
        await demo.close()
      }
    })
  }
})
