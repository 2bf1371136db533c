import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startApiServer } from '../../server/api/startApiServer.js'
import { startDemoServer } from '../../local/stack/startDemoServer.js'
import { useStarted } from '../helpers/useStarted.js'
import { launchBrowser } from './helpers/launchBrowser.js'

// The built demo (every feature on) listing registry wallets from a local API: the chains,
// relay and wallets of the full stack play no part in what is fetched ahead of a click.
const env = useStarted(
  async () => {
    const demoConfig: Record<string, unknown> = { projectId: 'airlock-demo' }
    const demo = await startDemoServer({ root: 'demo/dist', port: 0, config: () => demoConfig })
    const api = await startApiServer({ port: 0, projects: [{ id: 'airlock-demo', allowedOrigins: [demo.url] }], indexer: false })
    demoConfig['apiUrl'] = api.url
    return { demo, api, browser: await launchBrowser() }
  },
  async ({ demo, api, browser }) => {
    await browser.close()
    await api.stop()
    await demo.stop()
  },
)

interface Opened {
  page: Page
  context: BrowserContext
  /** The path of every request the page made, in order. */
  requested: string[]
  /** Settles once the registry has answered: it is asked from the modal's mount, before the button may even show. */
  registry: Promise<unknown>
}

async function openDemoPage(prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Opened> {
  const context = await env.browser.newContext()
  await prepare?.(context)
  const requested: string[] = []
  context.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const page = await context.newPage()
  const registry = page.waitForResponse((response) => new URL(response.url()).pathname === '/getWallets')
  await page.goto(env.demo.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return { page, context, requested, registry }
}

// Chunks of the demo's build, by the module they are named after.
const chunk = (name: string) => (path: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path)
// The wallets' watch is in the services' door's chunk; the EVM adapter's discovery (EIP-6963)
// in its details' chunk, and the Solana adapter's (wallet-standard) a chunk named `discover`.
// Asked from mount, each in its own time: the registry's answer, asked at once, may come first.
const fetchedAhead = { Modal: 1, Connect: 1, serviceDoors: 1, discover: 1 }
const fetched = (requested: string[], name: string) => new Set(requested.filter(chunk(name))).size
// A wallet library or the connection code: what only choosing a wallet needs.
const notAhead = ['evm', 'solana', 'walletconnect', 'createConnectionController']

// Runs in the page from its first script: keeps its main thread busy with back-to-back tasks
// until `__stopBusy()`, and notes whether an idle callback of its own ever ran.
function keepBusy() {
  const channel = new MessageChannel()
  const state = { busy: true, tasks: 0, idled: false }
  channel.port1.onmessage = () => {
    if (!state.busy) return
    const until = performance.now() + 8
    while (performance.now() < until);
    state.tasks++
    channel.port2.postMessage(null)
  }
  channel.port2.postMessage(null)
  requestIdleCallback(() => (state.idled = true))
  Object.assign(window, { __busy: state, __stopBusy: () => (state.busy = false) })
}

describe('fetching the first open ahead', () => {
  it('behavior: from mount, the modal shell, the Connect view, wallet discovery and the recommended wallets are fetched, and no wallet library', async () => {
    const { page, context, requested, registry } = await openDemoPage()
    await registry
    for (const [name, count] of Object.entries(fetchedAhead)) await expect.poll(() => fetched(requested, name), { message: name, timeout: 10_000 }).toBe(count)
    for (const name of notAhead) expect(requested.some(chunk(name)), name).toBe(false)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it('behavior: a page that never becomes idle still fetches what the first open shows, from mount, and draws nothing until it idles', async () => {
    const { page, context, requested, registry } = await openDemoPage((opening) => opening.addInitScript(keepBusy))
    await registry
    for (const [name, count] of Object.entries(fetchedAhead)) await expect.poll(() => fetched(requested, name), { message: name, timeout: 10_000 }).toBe(count)
    // A few hundred busy tasks after the page rendered, none of them followed by idle time.
    await page.waitForFunction(() => (window as unknown as { __busy: { tasks: number } }).__busy.tasks > 300, undefined, { polling: 100 })
    expect(await page.evaluate(() => (window as unknown as { __busy: { idled: boolean } }).__busy.idled)).toBe(false)
    expect(await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)).toBe(0)
    await page.evaluate(() => (window as unknown as { __stopBusy(): void }).__stopBusy())
    // Idle at last: the modal is drawn ahead, unseen, and the page under it still takes every
    // pointer and key: nothing of the modal is hit at the page's centre or holds focus.
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 1)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('.airlock-overlay') ?? null)).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.closest('.airlock-overlay') ?? null)).toBeNull()
    await context.close()
  })

  it('behavior: after an idle page, the Connect view’s first frame already lists an announced wallet and the registry’s, in their final order', async () => {
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0e7490"/></svg>')}`
    const info = { uuid: '9a1f3c52-7b4e-4d1a-8c6f-2e5b7d9a0c13', name: 'Test Wallet', icon, rdns: 'dev.airlock.test' }
    // Written out as a script: a compiled function's source may name helpers the page lacks.
    const announce = `{ const detail = Object.freeze({ info: Object.freeze(${JSON.stringify(info)}), provider: { request: () => Promise.reject(new Error('unused')), on() {}, removeListener() {} } });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce); announce() }`
    const { page, context, registry } = await openDemoPage((opening) => opening.addInitScript(announce))
    await registry
    // The rows of the wallet list the moment it first shows (drawn ahead, the list is in the page, unseen).
    await page.evaluate(() => {
      const rows = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"] [role="group"][aria-label="Wallets"] button')].filter((row) => row.checkVisibility({ visibilityProperty: true, opacityProperty: true })).map((row) => row.textContent)
      const observer = new MutationObserver(() => {
        if (rows().length === 0) return
        Object.assign(window, { __firstRows: rows() })
        observer.disconnect()
      })
      observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /^All Wallets/ }).waitFor()
    const settled = await dialog.getByRole('group', { name: 'Wallets' }).getByRole('button').allTextContents()
    expect(settled[0]).toMatch(/^Test Wallet\s*Installed$/)
    expect(settled).toHaveLength(7)
    expect(await page.evaluate(() => (window as unknown as { __firstRows: string[] }).__firstRows)).toEqual(settled)
    await context.close()
  })

  it('behavior: a click before the Connect view’s code is here opens on a spinner, and the view replaces it at its full height in the frame that first draws it', async () => {
    // The Connect view's chunk is held back until the click has opened the modal.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { page, context } = await openDemoPage((opening) =>
      opening.route(/\/assets\/Connect-[\w-]+\.js$/, async (route) => {
        await held
        await route.continue()
      }),
    )
    // As the frame that first draws the view left it (read in a task queued from that frame's
    // animation callbacks, which run before its layout): the body's height and its content's.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const view = document.querySelector('[data-airlock-view="Connect"]')
        if (!view) return
        observer.disconnect()
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            const body = document.querySelector<HTMLElement>('.airlock-body')!
            Object.assign(window, { __firstFrame: { body: Math.round(body.getBoundingClientRect().height), content: (body.firstElementChild as HTMLElement).offsetHeight } })
          }
          channel.port2.postMessage(null)
        })
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: /Connect Wallet|Loading/ })
    await dialog.locator('[aria-busy="true"]').waitFor()
    const spinner = await dialog.locator('.airlock-body').evaluate((body) => body.getBoundingClientRect().height)
    release()
    await page.waitForFunction(() => '__firstFrame' in window)
    const first = await page.evaluate(() => (window as unknown as { __firstFrame: { body: number; content: number } }).__firstFrame)
    expect(first.content).toBeGreaterThan(spinner * 2)
    expect(first.body).toBe(first.content)
    await context.close()
  })
})
