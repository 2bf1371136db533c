import { TOTP } from 'otpauth'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { addVirtualAuthenticator, type VirtualAuthenticator } from './helpers/addVirtualAuthenticator.js'
import { axeViolations, axeViolationsInFrame } from './helpers/axeViolations.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { type BrowserMode, browserModes, frameKeeps } from './helpers/browserModes.js'
import { screenshotAtWidths, screenshotModal } from './helpers/screenshotAtWidths.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { readInbox } from './helpers/signInWithEmail.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { totpMoment } from '../helpers/totpMoment.js'

const env = useStackAndBrowser()
const profiles: BrowserContext[] = []
afterAll(async () => {
  for (const profile of profiles) await profile.close()
})

const accountAddress = (page: Page) =>
  page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)

/** The demo in a fresh browser context of `mode` (default a profile where the frame keeps its storage) with a virtual authenticator. */
async function openDemo(options: { prf?: boolean; bypassCSP?: boolean; mode?: BrowserMode } = {}): Promise<{ page: Page; authenticator: VirtualAuthenticator }> {
  const profile = await (options.mode ?? browserModes[0]!).open(env.browser, { bypassCSP: options.bypassCSP ?? false })
  profiles.push(profile)
  const page = await profile.newPage()
  const authenticator = await addVirtualAuthenticator(profile, page, options)
  await page.goto(env.stack.urls.demo!)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  return { page, authenticator }
}

/**
 * Presses a button of one of the wallet's framed pages from the keyboard (Enter), as a person
 * may: the page's iframe takes its height once drawn and the centred modal moves with it, so
 * a click aimed where the button just was could miss it.
 */
const press = (button: Locator) => button.press('Enter')

/** The wallet frame's visible passkey page in the modal. */
const passkeyFrame = (page: Page) => page.frames().find((f) => f.url().startsWith(`${env.stack.urls.frame!}/passkey`))!

/**
 * The titles a person sees in the modal: its header's, and any heading of the wallet's framed
 * page that is drawn larger than a pixel (a page's heading kept for screen readers only is not).
 */
async function visibleTitles(page: Page): Promise<string[]> {
  const header = (await page.getByRole('dialog').locator('.airlock-title').textContent())!
  const framed = page.frames().filter((f) => f.url().startsWith(`${env.stack.urls.frame!}/passkey`))
  const shown = await Promise.all(framed.map((f) => f.locator('h1').evaluateAll((all) => all.filter((h) => h.getBoundingClientRect().width > 1).map((h) => h.textContent!))))
  return [header, ...shown.flat()]
}

/** Moves `from`'s passkeys, with their counters, into `to` (a window used them since they were copied). */
async function carryCredentials(from: VirtualAuthenticator, to: VirtualAuthenticator): Promise<void> {
  const moved = await from.credentials()
  for (const credential of moved) await to.cdp.send('WebAuthn.removeCredential', { authenticatorId: to.id, credentialId: credential.credentialId }).catch(() => {})
  await to.add(moved)
}

/** What the wallet frame keeps on this device: what a copy of the whole device would hold. */
const frameStorage = async (page: Page) => Object.fromEntries(await frameKeeps(page, env.stack.urls.frame!, String(env.stack.demoConfig.projectId)))

async function passkeyPage(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with passkey' }).click()
  return page.frameLocator('iframe[title="Sign in with a passkey"]')
}

describe('passkeys through the modal', () => {
  // The two devices the first test signs in with one passkey, for the devices list after it.
  let first: Page
  let second: Page
  it('default: a passkey signs a new person up with an address, sealed on this device; a fresh profile with the same passkey signs in to the same address', async () => {
    const { page, authenticator } = await openDemo({ bypassCSP: true })
    const frame = await passkeyPage(page)
    await frame.getByRole('button', { name: 'Create a new wallet' }).waitFor()
    await screenshotModal(page, 'passkey-signin')
    expect(await axeViolations(page)).toEqual([])
    expect(await axeViolationsInFrame(passkeyFrame(page))).toEqual([])
    await press(frame.getByRole('button', { name: 'Create a new wallet' }))
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const address = await accountAddress(page)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // PRF: the device shares in the frame's storage are sealed; none is kept as is.
    const stored = Object.entries(await frameStorage(page)).filter(([key]) => key.includes(':shares:'))
    expect(stored).toHaveLength(1)
    const shares = JSON.parse(stored[0]![1]) as Record<string, { share?: string; sealed?: unknown }>
    expect(Object.values(shares).map((s) => [Boolean(s.sealed), s.share])).toEqual([[true, undefined], [true, undefined]])
    // The session token is sealed with the same key: a copy of the storage holds no bearer token beside the shares.
    const kept = await frameStorage(page)
    expect(Object.keys(kept).some((key) => key.endsWith(':session-sealed'))).toBe(true)
    expect(Object.values(kept).filter((value) => value.includes('als_'))).toEqual([])

    const credentials = await authenticator.credentials()
    expect(credentials).toHaveLength(1)
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
    const other = await openDemo()
    await other.authenticator.add(credentials)
    const again = await passkeyPage(other.page)
    await press(again.getByRole('button', { name: 'Sign in with a passkey' }))
    await other.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    expect(await accountAddress(other.page)).toBe(address)
    first = page
    second = other.page
  })

  it('default: Devices and sessions lists both devices, this one marked, on the modal and the headless connector; signing the other out ends its session', async () => {
    const page = first
    const headless = (at: Page) =>
      at.evaluate(async () => (await (window as unknown as { airlock: { connection(): Promise<{ connector(n: string): Promise<{ sessions(): Promise<{ sessions: { current: boolean; method?: string }[] }> }> }> } }).airlock.connection()).connector('embedded').then((e) => e.sessions()))
    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Email & keys' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Devices and sessions' }).click()
    const list = page.getByRole('dialog').getByRole('list', { name: 'Signed in to your wallet' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    await list.getByText('This device').waitFor()
    // The other device's last use, by the one date-and-time formatter (medium date, short time).
    await list.getByText(/^Last used [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M$/).waitFor()
    expect((await headless(page)).sessions.map((s) => [s.current, s.method]).sort()).toEqual([[false, 'passkey'], [true, 'passkey']])
    await screenshotModal(page, 'devices-several')
    expect(await axeViolations(page)).toEqual([])
    await list.getByRole('button', { name: /^Sign out / }).click()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await page.getByRole('dialog').getByText('Only this device is signed in.').waitFor()
    await screenshotModal(page, 'devices-one')
    // The other device's session is over: its wallet asks it to sign in again.
    await expect(headless(second)).rejects.toThrow()
  })
})

// Where the browser lets the frame keep its storage, and in a private window (the frame on
// another site, with no storage of its own): the passkey page reaches the same session.
describe.each(browserModes)('a second factor through the modal ($name)', (mode) => {
  // Set by the first test, on each attempt: a retried attempt begins with a person of its own.
  let email: string
  let page: Page
  let authenticator: VirtualAuthenticator
  const dialog = () => page.getByRole('dialog')
  // The session token as the frame sends it: its storage keeps it sealed with the passkey's key once one with PRF is added.
  let sentToken: string | undefined
  const frameToken = async () => sentToken!
  /** Account → Email & keys, from a closed modal. */
  const wallet = async () => {
    if (await dialog().isVisible()) {
      await dialog().getByRole('button', { name: 'Close' }).click()
      await dialog().waitFor({ state: 'detached' })
    }
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Email & keys' }).click()
  }
  /** When the export page last mailed its code (0 before it has). */
  let exportMailedAt = 0
  /** Every `stepup/finish` the frame sent, as sent (the assertion in it included). */
  const finishes: { url: string; body: string }[] = []

  it('default: an email user adds a passkey and turns the second factor on; an email change then asks for it first, and its codes go on their sixth digit', { timeout: 120_000 }, async () => {
    email = `passkey-${Date.now()}@example.com`
    finishes.length = 0
    ;({ page, authenticator } = await openDemo({ bypassCSP: true, mode }))
    const attempt = page
    attempt.on('request', (request) => {
      if (attempt === page && request.url().includes('/v1/embedded/stepup/finish')) finishes.push({ url: request.url(), body: request.postData() ?? '' })
      const bearer = request.headers()['authorization']?.match(/^Bearer (als_\S+)$/)?.[1]
      if (attempt === page && bearer && request.url().includes('/v1/embedded/')) sentToken = bearer
    })
    await signInThroughModal(env.stack, page, email)
    await wallet()
    await dialog().getByRole('button', { name: 'Passkeys' }).click()
    await dialog().getByText('No passkey yet.').waitFor()
    await screenshotModal(page, 'passkeys-none')
    await dialog().getByRole('button', { name: 'Add a passkey' }).click()
    const add = page.frameLocator('iframe[title="Add a passkey to your wallet"]')
    await add.getByLabel('Name (optional)').waitFor()
    await screenshotModal(page, 'passkey-add')
    expect(await axeViolationsInFrame(passkeyFrame(page))).toEqual([])
    await add.getByLabel('Name (optional)').fill('Work laptop')
    await press(add.getByRole('button', { name: 'Add a passkey' }))
    await add.getByRole('heading', { name: 'Passkey added' }).waitFor()
    await expect.poll(() => add.locator('[data-prf]').getAttribute('data-prf')).toBe('sealed')
    // The ending says what was done in the header, and Done goes on: no dead end.
    await expect.poll(() => dialog().getByRole('heading').first().textContent()).toBe('Passkey Added')
    expect(await visibleTitles(page)).toEqual(['Passkey Added'])
    await screenshotModal(page, 'passkey-added')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().getByText('Work laptop').waitFor()
    await expect.poll(() => dialog().textContent()).toContain('Not used yet')
    await dialog().getByRole('button', { name: 'Turn on second factor' }).click()
    await expect.poll(() => dialog().getByTestId('second-factor-state').textContent()).toMatch(/^On:/)
    await screenshotModal(page, 'passkeys-list')
    expect(await axeViolations(page)).toEqual([])

    await dialog().getByRole('button', { name: 'Back' }).click()
    await dialog().getByRole('button', { name: 'Change email' }).click()
    const check = page.frameLocator('iframe[title="Confirm with your passkey or authenticator app"]')
    await check.getByText('Confirm with your passkey or authenticator app to change your email.').waitFor()
    // The title once, in the modal's header; the page's heading is for screen readers only.
    expect(await visibleTitles(page)).toEqual(['Confirm It Is You'])
    await screenshotModal(page, 'passkey-check')
    expect(await axeViolations(page)).toEqual([])
    expect(await axeViolationsInFrame(passkeyFrame(page))).toEqual([])
    await press(check.getByRole('button', { name: 'Confirm with passkey' }))
    await dialog().getByRole('textbox', { name: 'New email' }).fill(`moved-${email}`)
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await dialog().getByText(/Enter the code we sent to your current email/).waitFor()
    expect(finishes).toHaveLength(1)
    // Each code goes on its sixth digit, with no Continue pressed, and the change ends on Done.
    const codeTo = async (address: string) => (await readInbox(env.stack, address, (m) => /change your email/.test(m.subject))).text.match(/\b(\d{6})\b/)![1]!
    await dialog().getByRole('textbox', { name: /current email/ }).fill(await codeTo(email))
    await dialog().getByRole('textbox', { name: /Enter the code we sent to moved-/ }).fill(await codeTo(`moved-${email}`))
    await dialog().locator('p.airlock-muted').filter({ hasText: `Your email is now moved-${email}.` }).waitFor()
    await screenshotModal(page, 'email-changed')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await dialog().getByRole('button', { name: 'Export keys' }).waitFor()
    email = `moved-${email}`
  })

  it('behavior: with the second factor on, Export keys is one press: the export page asks for the passkey itself, mails its code as it opens, and ends on Close', { timeout: 120_000 }, async () => {
    // The app's press makes a ticket at once; the ticket alone mails nothing.
    const api = (path: string, init: RequestInit) => fetch(`${env.stack.urls.api}/v1/embedded/${path}?projectId=${String(env.stack.demoConfig.projectId)}`, { method: 'POST', ...init, headers: { origin: env.stack.urls.frame!, 'content-type': 'application/json', ...init.headers } })
    const bare = await api('export/ticket', { headers: { authorization: `Bearer ${await frameToken()}` } })
    expect(bare.status).toBe(200)
    const mailed = await api('export/start', { body: JSON.stringify({ ticket: ((await bare.json()) as { ticket: string }).ticket }) })
    expect([mailed.status, await mailed.json()]).toEqual([403, expect.objectContaining({ code: 'step_up_required', action: 'export_key' })])

    // A run of this test before (a retry) mailed a code: the next waits out the address's
    // 30 s slot for export mail, and its mail in the inbox is not this run's.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exportMailedAt + 31_000 - Date.now())))
    const inbox = async () => ((await (await fetch(`${env.stack.urls.mail}/messages?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[]).filter((m) => /export your wallet keys/.test(m.subject))
    const before = new Set((await inbox()).map((m) => m.text))
    const popup = page.context().waitForEvent('page')
    await wallet()
    await dialog().getByRole('button', { name: 'Export keys' }).click()
    const exported = await popup
    // The same person's passkeys, in the new window (a virtual authenticator is one page's).
    const there = await addVirtualAuthenticator(page.context(), exported)
    await there.add(await authenticator.credentials())
    try {
      await exported.waitForURL((url) => url.pathname === '/export')
      await exported.getByText('Confirm with your passkey or authenticator app to export your keys.').waitFor()
      // Nothing is mailed before the passkey answers.
      expect((await inbox()).filter((m) => !before.has(m.text))).toEqual([])
      await screenshotAtWidths(exported, 'export-step-up')
      await exported.getByRole('button', { name: 'Confirm with passkey' }).click()
      // Confirmed, the page goes on: the code is mailed with no press, and goes on its sixth digit.
      await exported.getByRole('heading', { name: 'Check your email' }).waitFor()
      exportMailedAt = Date.now()
      await screenshotAtWidths(exported, 'export-code')
      const mail = await readInbox(env.stack, email, (m) => /export your wallet keys/.test(m.subject) && !before.has(m.text))
      await exported.getByRole('textbox', { name: /code/ }).fill(mail.text.match(/\b(\d{6})\b/)![1]!)
      // Hide shows only once there is something to hide.
      await exported.getByRole('button', { name: 'Reveal private keys' }).waitFor()
      expect(await exported.getByRole('button', { name: 'Hide keys' }).isVisible()).toBe(false)
      await screenshotAtWidths(exported, 'export-keys')
      await exported.getByRole('button', { name: 'Reveal private keys' }).click()
      const key = (await exported.locator('#evm-key').textContent()) as Hex
      expect(privateKeyToAddress(key).toLowerCase()).toBe((await accountAddress(page))?.toLowerCase())
      expect(await exported.getByRole('button', { name: 'Reveal private keys' }).count()).toBe(0)
      await exported.getByRole('button', { name: 'Hide keys' }).click()
      await exported.getByRole('heading', { name: 'Keys hidden' }).waitFor()
      expect(await exported.locator('#evm-key').count()).toBe(0)
      await screenshotAtWidths(exported, 'export-hidden')
      // The window's use of the passkey moved its counter on: the page's authenticator follows.
      await carryCredentials(there, authenticator)
      // The ending goes on too: Close closes the window the app opened.
      // Playwright's click may end in "Target page … has been closed" when the page it pressed
      // closes before the click's own bookkeeping is over: that is the outcome looked for here.
      const closed = exported.waitForEvent('close')
      const pressed = exported.getByRole('button', { name: 'Close this window' }).click().then(() => undefined, (error: Error) => error)
      await closed
      const error = await pressed
      if (error && !/has been closed/.test(error.message)) throw error
    } finally {
      if (!exported.isClosed()) {
        await carryCredentials(there, authenticator)
        await exported.close()
      }
    }
  })

  it('error: a step-up assertion replayed, or made for key export and offered for an email change, is refused', async () => {
    const token = await frameToken()
    const replay = await fetch(finishes[0]!.url, { method: 'POST', body: finishes[0]!.body, headers: { 'content-type': 'application/json', origin: env.stack.urls.frame!, authorization: `Bearer ${token}` } })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ code: 'passkey_refused' })

    // The browser makes an assertion for key export; it reaches the API as if for the email change.
    await page.route('**/v1/embedded/stepup/finish*', (route) => route.continue({ postData: route.request().postData()!.replace('"action":"export_key"', '"action":"change_email"') }))
    const asked = page
      .evaluate(() =>
        (window as unknown as { airlock: { connection(): Promise<{ connector(name: string): Promise<{ stepUp(action: string): Promise<void> }> }> } }).airlock
          .connection()
          .then((connection) => connection.connector('embedded'))
          .then((embedded) => embedded.stepUp('export_key')),
      )
      .then(() => 'confirmed', (error: unknown) => String(error))
    const check = page.frameLocator('iframe[title="Confirm with your passkey or authenticator app"]')
    await check.getByText('Confirm with your passkey or authenticator app to export your keys.').waitFor()
    const refused = page.waitForResponse((response) => response.url().includes('/v1/embedded/stepup/finish'))
    await press(check.getByRole('button', { name: 'Confirm with passkey' }))
    expect((await refused).status()).toBe(403)
    await expect.poll(() => check.getByRole('alert').textContent()).toBe('Confirm it is you first.')
    await page.unroute('**/v1/embedded/stepup/finish*')
    await dialog().getByRole('button', { name: 'Back' }).click()
    // Leaving the page declines the step-up.
    expect(await asked).toContain('Request was aborted')
  })

  it('behavior: an authenticator-app code confirms once; the same code again is refused', async () => {
    await wallet()
    await dialog().getByRole('button', { name: 'Passkeys' }).click()
    await dialog().getByRole('button', { name: 'Set up an authenticator app' }).click()
    const setup = page.frameLocator('iframe[title="Set up an authenticator app"]')
    await press(setup.getByRole('button', { name: 'Show the setup code' }))
    // The second factor is on: an app is a change of it, confirmed first on the same page.
    await setup.getByText('Confirm with your passkey or authenticator app to change your second factor.').waitFor()
    await press(setup.getByRole('button', { name: 'Confirm with passkey' }))
    await setup.locator('#totp-secret').waitFor()
    const secret = (await setup.locator('#totp-secret').textContent())!.replace(/\s/g, '')
    await screenshotModal(page, 'passkey-totp')
    expect(await axeViolations(page)).toEqual([])
    expect(await axeViolationsInFrame(passkeyFrame(page))).toEqual([])
    const app = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
    // The sixth digit sends the code.
    await setup.getByLabel('6-digit code').fill(app.generate({ timestamp: (await totpMoment()) - 30_000 }))
    await setup.getByRole('heading', { name: 'Authenticator app set up' }).waitFor()
    await expect.poll(() => dialog().getByRole('heading').first().textContent()).toBe('Authenticator App Set Up')
    await dialog().getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => dialog().getByRole('button', { name: 'Replace the authenticator app' }).count()).toBe(1)

    const code = app.generate({ timestamp: Date.now() })
    await wallet()
    await dialog().getByRole('button', { name: 'Change email' }).click()
    let check = page.frameLocator('iframe[title="Confirm with your passkey or authenticator app"]')
    // The sixth digit sends the code.
    await check.getByLabel('Code from your authenticator app').fill(code)
    await dialog().getByRole('textbox', { name: 'New email' }).waitFor()
    await wallet()
    await dialog().getByRole('button', { name: 'Change email' }).click()
    check = page.frameLocator('iframe[title="Confirm with your passkey or authenticator app"]')
    // The sixth digit sends the code.
    await check.getByLabel('Code from your authenticator app').fill(code)
    await expect.poll(() => check.getByRole('alert').textContent()).toBe('Invalid code')
  })
})

describe.each(browserModes)('passkey-sealed shares ($name)', (mode) => {
  it('behavior: an authenticator without PRF keeps the share as before and the person is told; one with PRF unlocks a reloaded page before it signs', async () => {
    const plain = await openDemo({ prf: false, mode })
    await press((await passkeyPage(plain.page)).getByRole('button', { name: 'Create a new wallet' }))
    await plain.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const stored = Object.entries(await frameStorage(plain.page)).find(([key]) => key.includes(':shares:'))!
    expect(Object.values(JSON.parse(stored[1]) as Record<string, { share?: string }>).every((s) => typeof s.share === 'string')).toBe(true)
    await plain.page.getByRole('button', { name: /^Account / }).click()
    await plain.page.getByRole('dialog').getByRole('button', { name: 'Email & keys' }).click()
    await plain.page.getByRole('dialog').getByRole('button', { name: 'Passkeys' }).click()
    await plain.page.getByRole('dialog').getByText('Cannot seal your key share (no PRF): it is kept as before').waitFor()

    const { page } = await openDemo({ mode })
    await press((await passkeyPage(page)).getByRole('button', { name: 'Create a new wallet' }))
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const address = (await accountAddress(page)) as string
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const signed = page.evaluate(async () => (await (window as unknown as { airlock: { connection(): Promise<{ signMessage(m: string): Promise<string> }> } }).airlock.connection()).signMessage('sealed on this device'))
    await page.getByRole('dialog').frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    const unlock = page.frameLocator('iframe[title="Unlock your wallet with your passkey"]')
    await unlock.getByRole('button', { name: 'Unlock with passkey' }).waitFor()
    await screenshotModal(page, 'passkey-unlock')
    await press(unlock.getByRole('button', { name: 'Unlock with passkey' }))
    const signature = (await signed) as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message: 'sealed on this device', signature })).toBe(true)
  })
})

describe('sends above the limit, and other sites', () => {

  it('behavior: with the second factor on, a send above the app’s limit asks for a step-up made for it; one below does not', async () => {
    const profile = await launchBrowserProfile()
    profiles.push(profile)
    const page = await profile.newPage()
    await addVirtualAuthenticator(profile, page)
    await page.goto(`${env.stack.urls.demo!}?stepUpUsd=100`)
    await press((await passkeyPage(page)).getByRole('button', { name: 'Create a new wallet' }))
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const address = (await accountAddress(page)) as `0x${string}`
    const { publicClient, wallet } = createDevnetClients(env.stack.evm)
    await publicClient.waitForTransactionReceipt({ hash: await wallet(2).sendTransaction({ to: address, value: parseEther('1') }) })
    await page.evaluate(async () => (await (window as unknown as { airlock: { connection(): Promise<{ connector(n: string): Promise<{ setSecondFactor(on: boolean): Promise<unknown> }> }> } }).airlock.connection()).connector('embedded').then((e) => e.setSecondFactor(true)))
    const send = (wei: string) =>
      page.evaluate(async (value) => (await (window as unknown as { airlock: { connection(): Promise<{ sendTransaction(r: unknown): Promise<string> }> } }).airlock.connection()).sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: BigInt(value) }), wei)
    const dialog = page.getByRole('dialog')

    // 0.001 ETH (about $3): no step-up.
    const small = send(String(parseEther('0.001')))
    await dialog.frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    expect(await small).toMatch(/^0x[0-9a-f]{64}$/)
    // 0.1 ETH (about $300): the frame holds it for a step-up made for this approval.
    const large = send(String(parseEther('0.1')))
    await dialog.frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    const check = page.frameLocator('iframe[title="Confirm with your passkey or authenticator app"]')
    await check.getByText('Confirm with your passkey or authenticator app to send this amount.').waitFor()
    await press(check.getByRole('button', { name: 'Confirm with passkey' }))
    const hash = (await large) as `0x${string}`
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  it('error: a passkey made on another site, for its own relying party, opens no wallet', async () => {
    const profile = await launchBrowserProfile()
    profiles.push(profile)
    const page = await profile.newPage()
    const authenticator = await addVirtualAuthenticator(profile, page)
    // A page of another site (`*.localhost` is a secure context) asks this API for a sign-up
    // challenge through a server of its own and makes a passkey for its own party.
    const evil = 'http://evil.localhost:8999'
    await page.route(`${evil}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title><p>Another site</p>' }))
    await page.goto(`${evil}/`)
    const projectId = String(env.stack.demoConfig.projectId)
    const deviceId = 'A'.repeat(43)
    const begin = await fetch(`${env.stack.urls.api}/v1/embedded/passkey/signup/begin?projectId=${projectId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deviceId }) })
    const { options } = (await begin.json()) as { options: { challenge: string; user: { id: string } } }
    const response = await page.evaluate(async ({ challenge, userId }) => {
      const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
      const text = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
      const credential = (await navigator.credentials.create({
        publicKey: { challenge: bytes(challenge), rp: { id: 'evil.localhost', name: 'Another site' }, user: { id: bytes(userId), name: 'x', displayName: 'x' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }], authenticatorSelection: { residentKey: 'required', userVerification: 'required' } },
      })) as PublicKeyCredential
      const answer = credential.response as AuthenticatorAttestationResponse
      return { id: credential.id, rawId: credential.id, type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: text(answer.clientDataJSON), attestationObject: text(answer.attestationObject), transports: ['internal'] } }
    }, { challenge: options.challenge, userId: options.user.id })
    expect((await authenticator.credentials())[0]).toMatchObject({ rpId: 'evil.localhost' })
    const finish = await fetch(`${env.stack.urls.api}/v1/embedded/passkey/signup/finish?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.stack.urls.frame! },
      body: JSON.stringify({ deviceId, response }),
    })
    expect(finish.status).toBe(401)
    expect(await finish.json()).toMatchObject({ code: 'passkey_refused' })
  })
})
