import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addVirtualAuthenticator } from './helpers/addVirtualAuthenticator.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

const env = useStackAndBrowser()
const dialog = (page: Page) => page.getByRole('dialog')

describe('probe: a private window with the frame cross-site', () => {
  let demo: DemoPage
  beforeAll(async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!)
  })
  afterAll(async () => demo?.close())

  it('keeps the session across a reload and lets the passkey page add a passkey', async () => {
    const { page } = demo
    await addVirtualAuthenticator(demo.context, page)
    await signInThroughModal(env.stack, page, `private-${Date.now()}@example.com`)
    const frame = page.frames().find((f) => f.url().startsWith(env.stack.urls.frame!))!
    console.log('frame storage kind', await frame.evaluate(() => { try { localStorage.length; return 'local' } catch { return 'denied' } }), 'cookie', await frame.evaluate(() => document.cookie))
    console.log('host keys', await page.evaluate(() => Object.keys(localStorage)))
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog(page).getByRole('button', { name: 'Email & keys' }).click()
    await dialog(page).getByRole('button', { name: 'Passkeys' }).click()
    await dialog(page).getByText('No passkey yet.').waitFor()
    await dialog(page).getByRole('button', { name: 'Add a passkey' }).click()
    const add = page.frameLocator('iframe[title="Add a passkey to your wallet"]')
    await add.getByLabel('Name (optional)').waitFor()
    await add.getByRole('button', { name: 'Add a passkey' }).press('Enter')
    await add.getByRole('heading', { name: 'Passkey added' }).waitFor()
    expect(await demo.errors).toEqual([])
  })
})
