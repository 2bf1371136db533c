import type { BrowserContext, Frame, Page } from 'playwright-core'
import { toHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { useStarted } from '../helpers/useStarted.js'
import { startFrameParentServer } from '../fixtures/frameParent/startFrameParentServer.js'
import { browserModes } from './helpers/browserModes.js'
import { launchBrowser } from './helpers/launchBrowser.js'
import { screenshotAtWidths } from './helpers/screenshotAtWidths.js'
import { pressApprove, expectSuccess, openFrameParent, parentPageUrl, type FrameParentPage } from './helpers/openFrameParent.js'
import { signInWithEmail } from './helpers/signInWithEmail.js'
import { startTestStack } from './helpers/startTestStack.js'

// The app is the fixture parent page on 127.0.0.1 (an origin its project allows), another site
// than the wallet frame on localhost; the fixture on a localhost port is a development host
// (the demo project opts in to SPEC §9's development ancestors); a second fixture on
// 127.0.0.1 is the hostile origin no allowlist names.
const env = useStarted(
  async () => {
    const [fixture, hostile] = await Promise.all([startFrameParentServer(), startFrameParentServer()])
    const appUrl = `http://127.0.0.1:${fixture.port}`
    const [stack, browser] = await Promise.all([startTestStack({ developmentAncestors: true, allowedOrigins: [appUrl] }), launchBrowser()])
    return { stack, browser, fixture, hostile, appUrl }
  },
  async ({ stack, browser, fixture, hostile }) => {
    await browser.close()
    await stack.stop()
    await fixture.stop()
    await hostile.stop()
  },
)
const channel = 'airlock-frame'
const chainId = 'eip155:31337'

let profile: BrowserContext
let parent: FrameParentPage
let address: Address
/** Every drop the frames of the profile logged (console.debug '[airlock-frame] dropped: …'). */
const drops: string[] = []

/** The hostile fixture's origin (127.0.0.1), which no allowlist names. */
function otherOrigin(path: string) {
  return `http://127.0.0.1:${env.hostile.port}${path}`
}
const ok = expectSuccess
const hostileFrame = (page: Page): Frame => page.frames().find((f) => f.url().startsWith(otherOrigin('/blank.html')))!
const nonce = () => createDevnetClients(env.stack.evm).publicClient.getTransactionCount({ address })
/** The replies the parent got for `ids` (from the frame or anyone). */
const repliesTo = (page: Page, ids: string[]) =>
  page.evaluate((ids) => (window as any).frameParent.received.filter((m: any) => ids.includes(m.data?.id) && (m.data.type === 'SUCCESS' || m.data.type === 'ERROR')), ids)
/** Messages of the frame protocol that reached the hostile window. */
const leakedTo = (frame: Frame | Page) => frame.evaluate(() => (window as any).received.filter((m: any) => m.data?.channel === 'airlock-frame'))

/** Forged requests a hostile window posts: signing out, signing, sending, approving, exporting. */
function forgedRequests(tag: string, approvalId = 'made-up-approval') {
  return [
    { channel, id: `${tag}-sign-out-0001`, type: 'SIGN_OUT', payload: {} },
    { channel, id: `${tag}-sign-0002`, type: 'RPC_REQUEST', payload: { chainId, method: 'personal_sign', params: [toHex('steal'), address], approvalId } },
    { channel, id: `${tag}-send-0003`, type: 'RPC_REQUEST', payload: { chainId, method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }], approvalId } },
    { channel, id: `${tag}-prep-0004`, type: 'PREPARE_APPROVAL', payload: { chainId, method: 'personal_sign', params: [toHex('steal'), address] } },
    { channel, id: `${tag}-user-0005`, type: 'GET_USER', payload: {} },
  ]
}

// Every suite in each browser mode: a profile that keeps the frame's storage, and a private window.
describe.each(browserModes)('embedded wallet frame security ($name)', (mode) => {
  beforeAll(async () => {
    drops.length = 0
    profile = await mode.open(env.browser)
    profile.on('console', (message) => {
      if (message.text().startsWith('[airlock-frame] dropped')) drops.push(message.text())
    })
    parent = await openFrameParent(env.browser, env.stack, { parentUrl: env.appUrl, context: profile, hostileUrl: otherOrigin('/blank.html') })
    expect(await parent.page.evaluate(() => (window as any).frameParent.ready())).toMatchObject({ storage: mode.storage })
    const signedIn = await signInWithEmail(env.stack, parent, `eve-target-${Date.now()}@example.com`)
    address = signedIn.result.user.address as Address
  })
  afterAll(async () => {
    await profile?.close()
  })

  describe('embedded wallet frame: hostile windows', () => {
    it('default: a hostile iframe of another origin posting forged requests, and replays of real ones, changes nothing and hears nothing', async () => {
      const before = await nonce()
      // A real approved request, posted by the parent itself, to replay.
      const prepared = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'personal_sign', params: [toHex('real'), address] }))
      await pressApprove(parent, prepared.approvalId)
      const real = { channel, id: 'real-request-0001', type: 'RPC_REQUEST', payload: { chainId, method: 'personal_sign', params: [toHex('real'), address], approvalId: prepared.approvalId } }
      await parent.page.evaluate((m) => (window as any).frameParent.postRaw(m), real)
      await parent.page.waitForFunction(() => (window as any).frameParent.received.some((m: any) => m.data?.id === 'real-request-0001'))

      const hostile = hostileFrame(parent.page)
      const forged = [...forgedRequests('iframe'), real, { ...real, id: 'replayed-0002' }]
      const dropsBefore = drops.length
      await hostile.evaluate((messages) => {
        for (const message of messages) window.parent.frames[0]!.postMessage(message, '*')
        // A forged reply to the parent, as if from the frame.
        window.parent.postMessage({ channel: 'airlock-frame', type: 'READY', payload: { protocol: 1, isConnected: false, storage: 'local' } }, '*')
      }, forged)
      await expect.poll(() => drops.length - dropsBefore).toBeGreaterThanOrEqual(forged.length)
      expect(drops.slice(dropsBefore).every((d) => d.includes('wrong origin'))).toBe(true)

      // The frame still holds the session, answered none of them, and sent nothing anywhere else.
      expect(ok(await parent.request('IS_CONNECTED')).isConnected).toBe(true)
      expect(await repliesTo(parent.page, forged.slice(0, 5).map((m) => m.id).concat('replayed-0002'))).toEqual([])
      expect((await repliesTo(parent.page, ['real-request-0001'])).length).toBe(1)
      expect(await leakedTo(hostile)).toEqual([])
      expect(await nonce()).toBe(before)
      // The parent's transport dropped the forged READY.
      expect(await parent.page.evaluate(() => (window as any).frameParent.dropped)).toContain('dropped: wrong origin')
    })

    it('behavior: the parent replaying its own request (same id, or a used approval under a new id) signs nothing more', async () => {
      const params = [toHex('only once'), address]
      const { approvalId } = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'personal_sign', params }))
      await pressApprove(parent, approvalId)
      const message = { channel, id: 'own-replay-0001', type: 'RPC_REQUEST', payload: { chainId, method: 'personal_sign', params, approvalId } }
      const post = (m: unknown) => parent.page.evaluate((m) => (window as any).frameParent.postRaw(m), m)
      await post(message)
      await parent.page.waitForFunction(() => (window as any).frameParent.received.some((m: any) => m.data?.id === 'own-replay-0001'))
      const dropsBefore = drops.length
      await post(message)
      await expect.poll(() => drops.slice(dropsBefore).some((d) => d.includes('replayed request id'))).toBe(true)
      await post({ ...message, id: 'own-replay-0002' })
      await parent.page.waitForFunction(() => (window as any).frameParent.received.some((m: any) => m.data?.id === 'own-replay-0002'))
      const replies = await repliesTo(parent.page, ['own-replay-0001', 'own-replay-0002'])
      expect(replies.map((r: any) => r.data.type)).toEqual(['SUCCESS', 'ERROR'])
      expect(replies[1].data.error.code).toBe('approval_required')
      expect(await verifyMessage({ address, message: 'only once', signature: replies[0].data.result.result as Hex })).toBe(true)
    })

    it('behavior: a hostile page of another origin posting into the app it opened changes nothing', async () => {
      const hostile = await profile.newPage()
      try {
        await hostile.goto(otherOrigin('/blank.html'))
        await hostile.evaluate((href) => {
          const button = document.createElement('button')
          button.textContent = 'Open the app'
          button.onclick = () => ((window as any).app = window.open(href))
          document.body.append(button)
        }, parentPageUrl(env.stack, env.appUrl))
        const [popup] = await Promise.all([profile.waitForEvent('page'), hostile.getByRole('button', { name: 'Open the app' }).click()])
        await popup.waitForFunction(() => 'frameParent' in window)
        expect(await popup.evaluate(() => (window as any).frameParent.ready())).toMatchObject({ isConnected: true })
        const forged = forgedRequests('page')
        const dropsBefore = drops.length
        await hostile.evaluate((messages) => {
          for (const message of messages) (window as any).app.frames[0].postMessage(message, '*')
        }, forged)
        await expect.poll(() => drops.length - dropsBefore).toBeGreaterThanOrEqual(forged.length)
        expect(await popup.evaluate(() => (window as any).frameParent.request('IS_CONNECTED', {}))).toMatchObject({ ok: true, result: { isConnected: true } })
        expect(await repliesTo(popup, forged.map((m) => m.id))).toEqual([])
        expect(await leakedTo(hostile)).toEqual([])
        await popup.close()
      } finally {
        await hostile.close()
      }
    })
  })

  describe("embedded wallet frame: only the person's press approves", () => {
    const sign = (text: string) => ({ chainId, method: 'personal_sign', params: [toHex(text), address] })
    const approveMessage = (approvalId: string) => ({ channel: 'airlock-approve', approvalId })

    it("error: the allowed parent's own script, preparing and sending a request with nobody pressing the wallet's Approve button, signs nothing; nor does a press claimed by the parent or another origin", async () => {
      const before = await nonce()
      // Prepared and sent straight away, as a script in the host page would.
      const alone = ok(await parent.request('PREPARE_APPROVAL', sign('no one pressed')))
      expect(await parent.request('RPC_REQUEST', { ...sign('no one pressed'), approvalId: alone.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      // The parent posting the approve page's message itself, and another origin's iframe doing so.
      const claimed = ok(await parent.request('PREPARE_APPROVAL', sign('claimed')))
      await parent.page.evaluate((m) => (window as any).frameParent.postRaw(m), approveMessage(claimed.approvalId))
      await hostileFrame(parent.page).evaluate((m) => window.parent.frames[0]!.postMessage(m, '*'), approveMessage(claimed.approvalId))
      ok(await parent.request('IS_CONNECTED'))
      expect(await parent.request('RPC_REQUEST', { ...sign('claimed'), approvalId: claimed.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      expect(await nonce()).toBe(before)
      // The person's press on the wallet's own button is what approves.
      const pressed = ok(await parent.request('PREPARE_APPROVAL', sign('pressed')))
      await pressApprove(parent, pressed.approvalId)
      const signature = ok(await parent.request('RPC_REQUEST', { ...sign('pressed'), approvalId: pressed.approvalId })).result
      expect(await verifyMessage({ address, message: 'pressed', signature: signature as Hex })).toBe(true)
    })

    it('error: a press on the Approve button while the page has made it see-through, or covers it, approves nothing', async () => {
      const faded = ok(await parent.request('PREPARE_APPROVAL', sign('faded')))
      await parent.page.evaluate((id) => (window as any).frameParent.showApproveButton(id), faded.approvalId)
      const frame = parent.page.frameLocator(`iframe[title="Approve"][src*="${faded.approvalId}"]`)
      await frame.getByRole('button', { name: 'Approve' }).waitFor()
      // Faded out (a page tricking the person into clicking what they cannot see).
      await parent.page.evaluate((id) => ((document.querySelector(`iframe[src*="${id}"]`) as HTMLElement).style.opacity = '0.05'), faded.approvalId)
      await frame.getByRole('button', { name: 'Approve' }).click({ force: true })
      // Covered by something of the page's own.
      await parent.page.evaluate((id) => {
        const cover = document.createElement('div')
        const box = (document.querySelector(`iframe[src*="${id}"]`) as HTMLElement).getBoundingClientRect()
        cover.setAttribute('style', `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;background:#fff`)
        cover.id = 'cover'
        document.body.append(cover)
      }, faded.approvalId)
      await frame.getByRole('button', { name: 'Approve' }).click({ force: true })
      ok(await parent.request('IS_CONNECTED'))
      expect(await parent.page.evaluate((id) => (window as any).frameParent.events.some((e: any) => e.type === 'APPROVAL_CONFIRMED' && e.payload.approvalId === id), faded.approvalId)).toBe(false)
      expect(await parent.request('RPC_REQUEST', { ...sign('faded'), approvalId: faded.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      await parent.page.evaluate(() => document.getElementById('cover')?.remove())
    })
  })

  describe("embedded wallet frame: a host's own approval dialog", () => {
    const sign = (text: string) => ({ chainId, method: 'personal_sign', params: [toHex(text), address] })
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

    it("behavior: the host's own dialog shows the wallet's approve page with what the frame itself decoded (receiver, exact amount; a message's words) above its button, whose press alone approves", async () => {
      const send = { chainId, method: 'eth_sendTransaction', params: [{ from: address, to: receiver, value: '0x2386f26fc10000' }] }
      const transfer = ok(await parent.request('PREPARE_APPROVAL', send))
      await parent.page.evaluate((id) => (window as any).frameParent.showWalletApproval(id), transfer.approvalId)
      const page = parent.page.frameLocator(`iframe[title="Approve in the wallet"][src*="${transfer.approvalId}"]`)
      await page.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
        throw new Error(`${String(error)}\npage: ${await page.locator('main').innerText().catch(() => '?')}\ndrops: ${drops.join(' | ')}`)
      })
      const text = await page.locator('main').innerText()
      expect(text).toContain('What the wallet will do')
      expect(text).toContain(receiver)
      expect(text).toContain('0.010 ETH')
      expect(text).toContain('Airlock Devnet')
      // The holder grew to the whole page, so the button can count.
      const height = await parent.page.evaluate((id) => (document.querySelector(`iframe[src*="${id}"]`) as HTMLElement).getBoundingClientRect().height, transfer.approvalId)
      expect(height).toBeGreaterThan(120)
      await screenshotAtWidths(parent.page, 'wallet-approval-transfer')
      ok(await parent.request('CANCEL_APPROVAL', { approvalId: transfer.approvalId }))

      const message = ok(await parent.request('PREPARE_APPROVAL', sign('Sign in to app.example.com')))
      await parent.page.evaluate((id) => (window as any).frameParent.showWalletApproval(id), message.approvalId)
      const messagePage = parent.page.frameLocator(`iframe[title="Approve in the wallet"][src*="${message.approvalId}"]`)
      await messagePage.getByText('Sign in to app.example.com').waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
        throw new Error(`${String(error)}\npage: ${await messagePage.locator('main').innerText().catch(() => '?')}\ndrops: ${drops.join(' | ')}`)
      })
      await messagePage.getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 })
      await parent.page.evaluate((id) => (window as any).frameParent.confirmed(id), message.approvalId)
      const signature = ok(await parent.request('RPC_REQUEST', { ...sign('Sign in to app.example.com'), approvalId: message.approvalId })).result
      expect(await verifyMessage({ address, message: 'Sign in to app.example.com', signature: signature as Hex })).toBe(true)
    })

    it("error: the app's own CONFIRM_APPROVAL counts for nothing unless its project allows host approvals, even when its frame asks for them from a development host", async () => {
      const before = await nonce()
      const refused = ok(await parent.request('PREPARE_APPROVAL', sign('host says yes')))
      expect(await parent.request('CONFIRM_APPROVAL', { approvalId: refused.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      expect(await parent.request('RPC_REQUEST', { ...sign('host says yes'), approvalId: refused.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      // A development host's page (the fixture on localhost, signed in in a browser of the same
      // mode) asking for host approvals in its frame's URL (approvals=host): still refused.
      const asking = await openFrameParent(env.browser, env.stack, { parentUrl: env.fixture.url, context: await mode.open(env.browser), query: { approvals: 'host' } })
      try {
        const asker = (await signInWithEmail(env.stack, asking, `host-asks-${Date.now()}@example.com`)).result.user.address as Address
        const asks = { chainId, method: 'personal_sign', params: [toHex('host asks'), asker] }
        const prepared = ok(await asking.request('PREPARE_APPROVAL', asks))
        expect(await asking.request('CONFIRM_APPROVAL', { approvalId: prepared.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
        expect(await asking.request('RPC_REQUEST', { ...asks, approvalId: prepared.approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      } finally {
        await asking.context.close()
      }
      expect(await nonce()).toBe(before)
    })
  })

  describe('embedded wallet frame: allowed ancestors', () => {
    it('SPEC §8: a parent off the allowlist is refused by frame-ancestors: the frame never loads', async () => {
      const page = await profile.newPage()
      try {
        const blocked = page.waitForResponse((response) => response.url().startsWith(env.stack.urls.frame!) && response.request().resourceType() === 'document')
        await page.goto(parentPageUrl(env.stack, otherOrigin('/')))
        expect((await blocked).headers()['content-security-policy']).toContain('frame-ancestors')
        await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true)
        expect(await page.evaluate(() => (window as any).frameParent.events)).toEqual([])
      } finally {
        await page.close()
      }
    })

    it("SPEC §8 unverified_domain: where frame-ancestors is not enforced, the frame's own check refuses the parent", async () => {
      const context = await mode.open(env.browser)
      // As a browser that ignores the header, or a proxy that drops it, would serve the frame.
      await context.route(`${env.stack.urls.frame}/?*`, async (route) => {
        const response = await route.fetch()
        const headers = { ...response.headers() }
        delete headers['content-security-policy']
        await route.fulfill({ response, headers })
      })
      try {
        const page = await context.newPage()
        await page.goto(parentPageUrl(env.stack, otherOrigin('/')))
        await page.waitForFunction(() => (window as any).frameParent?.events.length > 0)
        expect(await page.evaluate(() => (window as any).frameParent.events)).toEqual([{ channel, type: 'FRAME_ERROR', payload: expect.objectContaining({ code: 'unverified_domain' }) }])
        expect(await page.evaluate(() => (window as any).frameParent.request('GET_USER', {}))).toMatchObject({ ok: false, code: 'unverified_domain' })

        // An allowed app inside a page of another origin is refused too (every ancestor counts).
        const top = await context.newPage()
        await top.goto(otherOrigin('/blank.html'))
        await top.evaluate((src) => {
          const iframe = document.createElement('iframe')
          iframe.src = src
          document.body.append(iframe)
        }, parentPageUrl(env.stack, env.appUrl))
        await expect.poll(() => top.frames().find((f) => f.url().startsWith(env.appUrl))?.evaluate(() => (window as any).frameParent?.events.length ?? 0), { timeout: 20_000 }).toBeGreaterThan(0)
        const nested = top.frames().find((f) => f.url().startsWith(env.appUrl))!
        expect(await nested.evaluate(() => (window as any).frameParent.events[0].payload.code)).toBe('unverified_domain')
      } finally {
        await context.close()
      }
    })

    // A private window of its own, with the frame on 127.0.0.1 under the localhost development host: once.
    it.runIf(mode === browserModes[1])('behavior: where the browser denies a third-party frame its storage but keeps partitioned cookies, the frame says so (storage: sealed) and keeps the session in memory', async () => {
      const context = await env.browser.newContext()
      try {
        // The frame on 127.0.0.1, another site than the localhost parent: a third-party frame.
        const frameUrl = env.stack.urls.frame!.replace('//localhost:', '//127.0.0.1:')
        const page = await openFrameParent(env.browser, env.stack, { parentUrl: env.fixture.url, context, waitReady: false, frameUrl })
        expect(await page.page.evaluate(() => (window as any).frameParent.ready())).toEqual({ protocol: 1, isConnected: false, storage: 'sealed' })
        const signedIn = await signInWithEmail(env.stack, page, `private-${Date.now()}@example.com`)
        expect(signedIn.result.user.accounts).toHaveLength(2)
        expect(ok(await page.request('IS_CONNECTED')).isConnected).toBe(true)
      } finally {
        await context.close()
      }
    })
  })
})
