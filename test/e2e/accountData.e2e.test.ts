import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { axeViolations } from './helpers/axeViolations.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

let demo: DemoPage
let page: Page

beforeAll(async () => {
  // Account 0 deployed the demo contracts and holds the first three passes.
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[0]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
  })
  page = demo.page
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /^Account / }).click()
})

const dialog = () => page.getByRole('dialog')
const tokenRow = (symbol: string) => dialog().getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: symbol })

describe('account data from the API, live', () => {
  it('default: the Tokens tab lists the native coin and the demo token, grouped, with no dollar value on the test network', async () => {
    await dialog().getByRole('tab', { name: 'Tokens' }).click()
    await tokenRow('DUSD').waitFor()
    // The local chain is a test network: amounts, and no dollar value (rule no dollar value on test networks).
    expect(await tokenRow('DUSD').textContent()).toMatch(/10,000\.000 DUSD$/)
    expect(await tokenRow('ETH').textContent()).toMatch(/[\d,]+\.\d{3} ETH$/)
  })

  it('default: the NFTs tab shows the passes the account holds, with images', async () => {
    await dialog().getByRole('tab', { name: 'NFTs' }).click()
    const grid = dialog().getByRole('list', { name: 'NFTs' })
    await grid.getByRole('listitem').first().waitFor()
    expect(await grid.getByRole('listitem').count()).toBe(3)
    expect(await grid.getByRole('img', { name: 'Airlock Pass #1' }).isVisible()).toBe(true)
    // Loaded, not a broken-image box: the browser drew each one.
    await expect
      .poll(() => grid.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true, true])
  })

  it('default: the token icons the API links to load as images', async () => {
    await dialog().getByRole('tab', { name: 'Tokens' }).click()
    await tokenRow('DUSD').waitFor()
    await expect
      .poll(() => dialog().getByRole('list', { name: 'Tokens' }).locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true])
  })

  it('default: the Activity tab groups the history by month', async () => {
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    const month = new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
    await dialog().getByRole('region', { name: `${month} ${new Date().getUTCFullYear()}` }).waitFor()
    expect(await dialog().getByText('Minted').count()).toBeGreaterThan(0)
  })

  it('rule layout: Activity rows keep each line on one line, shortened addresses included, every amount whole, so four rows or more show in the tab at 360 and 1280 px', async () => {
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    await dialog().locator('.airlock-activity-item').first().waitFor()
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const rows = await dialog().locator('.airlock-activity-item').evaluateAll((items) =>
        items.map((item) => ({
          height: item.getBoundingClientRect().height,
          // Each line of text is as tall as one line: nothing wraps.
          wrapped: [...item.querySelectorAll('.airlock-activity-line, .airlock-activity-amount > span')].some((line) => line.getBoundingClientRect().height > parseFloat(getComputedStyle(line).lineHeight) * 1.5),
        })),
      )
      expect(rows.filter((row) => row.wrapped)).toEqual([])
      // An amount is never cut short ("+10,000.000 D…"): the who-and-when column gives way instead.
      const cut = await dialog().locator('.airlock-activity-amount > *').evaluateAll((amounts) => amounts.filter((amount) => amount.scrollWidth > amount.clientWidth).map((amount) => amount.textContent))
      expect(cut, `amounts cut at ${width} px`).toEqual([])
      const panel = (await dialog().getByRole('tabpanel').boundingBox())!
      const visible = await dialog().locator('.airlock-activity-item').evaluateAll((items, bottom) => items.filter((item) => item.getBoundingClientRect().bottom <= bottom).length, panel.y + panel.height)
      expect(visible, `rows in view at ${width} px`).toBeGreaterThanOrEqual(4)
    }
    await screenshotModal(page, 'activity')
  })

  it('rule layout: on a phone too short for the whole Account view, scrolling a tab to its end brings its last item out from under the Disconnect footer', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    try {
      for (const [tab, item] of [['NFTs', '.airlock-nft'], ['Activity', '.airlock-activity-item']] as const) {
        await dialog().getByRole('tab', { name: tab }).click()
        await dialog().locator(item).first().waitFor()
        await dialog().locator('.airlock-body').evaluate((body) => body.scrollTo(0, 0))
        const panel = (await dialog().getByRole('tabpanel').boundingBox())!
        await page.mouse.move(panel.x + panel.width / 2, panel.y + 40)
        // A wheel turn at a time, each a gesture of its own: once the panel is at its end, the next one scrolls the body.
        const covered = () =>
          page.evaluate((selector) => {
            const items = document.querySelectorAll(`[role=dialog] [role=tabpanel] ${selector}`)
            const foot = document.querySelector('[role=dialog] .airlock-account-foot')!
            return items[items.length - 1]!.getBoundingClientRect().bottom > foot.getBoundingClientRect().top
          }, item)
        for (let turn = 0; turn < 12 && (await covered()); turn++) {
          await page.mouse.wheel(0, 600)
          await page.waitForTimeout(400)
        }
        expect(await covered(), `the last ${tab} item under the footer`).toBe(false)
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 })
    }
  })

  it('behavior: a transfer made outside the modal appears in Activity and Tokens without a reload', async () => {
    const clients = createDevnetClients(env.stack.evm)
    const me = env.stack.evm.accounts[0]!.address
    await clients.wallet(5).writeContract({ ...env.stack.evm.contracts.token, functionName: 'transfer', args: [me, 3_000_000n] })
    const received = dialog().getByRole('listitem').filter({ hasText: '+3.000 DUSD' })
    await received.waitFor({ timeout: 15_000 })
    expect(await received.textContent()).toContain('Received')
    await dialog().getByRole('tab', { name: 'Tokens' }).click()
    await tokenRow('DUSD').filter({ hasText: '10,003.000 DUSD' }).waitFor({ timeout: 15_000 })
    expect(demo.errors).toEqual([])
  })

  it('rule a11y: axe finds no violations in Account with each tab, Networks, Send and Receive', async () => {
    const found: Record<string, string[]> = {}
    for (const tab of ['Tokens', 'NFTs', 'Activity']) {
      await dialog().getByRole('tab', { name: tab }).click()
      await dialog().getByRole('tabpanel').waitFor()
      found[`Account ${tab}`] = await axeViolations(page)
    }
    await dialog().getByRole('button', { name: /, switch network$/ }).click()
    await dialog().getByRole('group', { name: 'Networks' }).waitFor()
    found['Networks'] = await axeViolations(page)
    await dialog().getByRole('button', { name: 'Back' }).click()
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog().getByRole('textbox', { name: 'To' }).waitFor()
    found['Send'] = await axeViolations(page)
    await dialog().getByRole('button', { name: 'Back' }).click()
    await dialog().getByRole('button', { name: 'Receive' }).click()
    await dialog().getByRole('img', { name: /QR code/ }).waitFor()
    found['Receive'] = await axeViolations(page)
    await dialog().getByRole('button', { name: 'Back' }).click()
    expect(found).toEqual({ 'Account Tokens': [], 'Account NFTs': [], 'Account Activity': [], Networks: [], Send: [], Receive: [] })
  })
})
