import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axeViolations.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { type BrowserMode, browserModes } from './helpers/browserModes.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { readInbox } from './helpers/signInWithEmail.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { TEST_LOGIN_EMAIL_INTERVAL_SECONDS } from './helpers/startTestStack.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()
const profiles: BrowserContext[] = []
const timings: string[] = []

afterAll(async () => {
  console.log(`social login, click → Account: ${timings.join(', ')}`)
  await Promise.all(profiles.map((profile) => profile.close()))
})

const demoUrl = () => `${env.stack.urls.demo}?socials=github,google,farcaster`
const accountAddress = (page: Page) =>
  page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)
/**
 * The eip155 address once the embedded wallet's session has reached that namespace: the
 * account button may show as soon as the first namespace is adopted.
 */
const eip155Address = async (page: Page) => {
  await expect.poll(() => accountAddress(page), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return accountAddress(page)
}

/** The demo in a fresh browser context of `mode` (default a profile with its own frame storage: a new device), the modal open on Connect. */
async function openConnect(init?: () => void, url = demoUrl(), entry = 'Continue with GitHub', mode: BrowserMode = browserModes[0]!): Promise<Page> {
  const profile = await mode.open(env.browser)
  profiles.push(profile)
  const page = await profile.newPage()
  if (init) await page.addInitScript(init)
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: entry }).waitFor()
  return page
}

/** Continue with GitHub, then the local identity provider's page in the popup. */
async function signInWithGithub(page: Page, username: string, decision: 'Allow' | 'Cancel' = 'Allow') {
  const started = performance.now()
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').getByRole('button', { name: 'Continue with GitHub' }).click()])
  await popup.getByRole('textbox', { name: 'Username' }).fill(username)
  await popup.getByRole('button', { name: decision }).click()
  return { popup, started }
}

async function expectAccount(page: Page, label: RegExp) {
  await page.getByRole('button', { name: /^Account / }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: label }).waitFor({ timeout: 30_000 })
  await page.keyboard.press('Escape')
}

describe('social logins and Farcaster through the modal', () => {
  const name = `octo${Date.now().toString(36)}`
  let githubAddress: string | undefined
  let githubPage: Page

  it('default: GitHub in a popup through the local identity provider lands in Account with the address and username, shown again after a reload', async () => {
    const page = (githubPage = await openConnect())
    const { started } = await signInWithGithub(page, name)
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    timings.push(`github ${Math.round(performance.now() - started)} ms`)
    githubAddress = await eip155Address(page)
    expect(githubAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.getByRole('button', { name: /^Account / }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent()).toContain(githubAddress!.slice(0, 6))
    await dialog.getByRole('button', { name: `GitHub · ${name}` }).waitFor({ timeout: 10_000 })
    expect(await axeViolations(page)).toEqual([])
    const events = await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { socialProvider?: string; connectedWalletInfo?: { social?: string } } } } } } }).airlock.chain.state.accounts.eip155)
    expect(events).toMatchObject({ socialProvider: 'github', connectedWalletInfo: { social: 'github' } })
    // A reload restores the wallet, and Account shows again how it was opened (SPEC §9's social username).
    await page.keyboard.press('Escape')
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).click({ timeout: 30_000 })
    await page.getByRole('dialog').getByRole('button', { name: `GitHub · ${name}` }).waitFor({ timeout: 30_000 })
    expect(await eip155Address(page)).toBe(githubAddress)
    await page.keyboard.press('Escape')
  })

  it('default: the same GitHub login in a private window (the frame, on another site, has no storage of its own) opens the same wallet, kept across a reload', async () => {
    const page = await openConnect(undefined, demoUrl(), 'Continue with GitHub', browserModes[1])
    const { started } = await signInWithGithub(page, name)
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    timings.push(`github again ${Math.round(performance.now() - started)} ms`)
    expect(await eip155Address(page)).toBe(githubAddress)
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).click({ timeout: 30_000 })
    await page.getByRole('dialog').getByRole('button', { name: `GitHub · ${name}` }).waitFor({ timeout: 30_000 })
    expect(await eip155Address(page)).toBe(githubAddress)
  })

  // GitHub above, in both browser modes; each other provider through the same local identity
  // provider page. The browser's part is one code path for all of them (popup, the frame's
  // callback page, the hidden frame) except Apple's, whose answer comes back as a cross-site
  // form POST (response_mode=form_post): Apple runs in both modes, the others in the first.
  it.each([
    { provider: 'google', label: 'Google', mode: browserModes[0]! },
    { provider: 'apple', label: 'Apple', mode: browserModes[0]! },
    { provider: 'apple', label: 'Apple', mode: browserModes[1]! },
    { provider: 'facebook', label: 'Facebook', mode: browserModes[0]! },
    { provider: 'x', label: 'X', mode: browserModes[0]! },
    { provider: 'discord', label: 'Discord', mode: browserModes[0]! },
  ])('default: $provider through the local identity provider lands in Account, and a second login on a new device opens the same wallet ($mode.name)', async ({ provider, label, mode }) => {
    const username = `${provider}${Date.now().toString(36)}`
    const addresses: (string | undefined)[] = []
    for (const attempt of ['first', 'again']) {
      const page = await openConnect(undefined, `${env.stack.urls.demo}?socials=${provider}`, `Continue with ${label}`, mode)
      const started = performance.now()
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').getByRole('button', { name: `Continue with ${label}` }).click()])
      await popup.getByRole('textbox', { name: 'Username' }).fill(username)
      await popup.getByRole('button', { name: 'Allow' }).click()
      await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
      timings.push(`${provider}${attempt === 'again' ? ' again' : ''} ${Math.round(performance.now() - started)} ms`)
      addresses.push(await eip155Address(page))
      await page.getByRole('button', { name: /^Account / }).click()
      await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${label} · `) }).waitFor({ timeout: 10_000 })
    }
    expect(addresses[0]).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(addresses[1]).toBe(addresses[0])
  })

  it('rule layout: with every social login on, Connect fits without scrolling at 1280×720 and on a phone, an installed wallet beside them: the logins are one row of logo tiles, each named for its provider', { timeout: 120_000 }, async () => {
    // With an installed wallet, Connect's longest list (the installed row, then recommended ones up to four in all).
    for (const [width, height] of [[1280, 720], [360, 740]] as const) {
      for (const wallet of [true]) {
        const profile = await launchBrowserProfile()
        profiles.push(profile)
        if (wallet) await installInjectedWallet(profile, { privateKey: env.stack.evm.accounts[9]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 })
        const page = await profile.newPage()
        await page.setViewportSize({ width, height })
        await page.goto(`${env.stack.urls.demo}?socials=on`)
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const dialog = page.getByRole('dialog')
        const tiles = dialog.getByRole('group', { name: 'Social logins' }).getByRole('button')
        await dialog.getByRole('button', { name: /^All Wallets/ }).waitFor()
        expect(await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label')))).toEqual(
          ['Google', 'GitHub', 'Apple', 'Facebook', 'X', 'Discord'].map((name) => `Continue with ${name}`).concat('Continue with Farcaster (QR code)'),
        )
        // Each tile's logo is an image the API serves.
        await expect.poll(() => tiles.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0 && new URL((image as HTMLImageElement).src).pathname)), { timeout: 10_000 })
          .toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'].map((id) => `/public/getAssetImage/${id}`))
        if (wallet) await dialog.getByRole('button', { name: /Airlock Test Wallet.*Installed/ }).waitFor()
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity))
        // Nothing to scroll to: the body holds everything, and every way in is inside the window.
        const fit = await dialog.evaluate((modal) => {
          const body = modal.querySelector<HTMLElement>('.airlock-body')!
          const controls = [...modal.querySelectorAll('button')].map((button) => button.getBoundingClientRect())
          return { overflow: body.scrollHeight - body.clientHeight, below: controls.filter((box) => box.bottom > window.innerHeight || box.top < 0).length }
        })
        expect([width, wallet, fit]).toEqual([width, wallet, { overflow: 0, below: 0 }])
        for (const name of ['Continue with Email', 'Continue with passkey']) expect(await dialog.getByRole('button', { name }).isVisible()).toBe(true)
        if (width === 1280) await screenshotModal(page, wallet ? 'socials-connect-wallet' : 'socials-connect')
        await profile.close()
      }
    }
  })

  it('rule layout: the social account shows under the address with its logo, not as a tile among the actions, on one line', async () => {
    const page = await openConnect()
    const long = `octocat-with-a-rather-long-name-${Date.now().toString(36)}`
    await signInWithGithub(page, long)
    await page.getByRole('button', { name: /^Account / }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog')
    const row = dialog.getByRole('button', { name: /^GitHub · / })
    await row.waitFor({ timeout: 30_000 })
    expect(await row.textContent()).toBe(`GitHub · ${long}`)
    expect(await dialog.locator('.airlock-actions').getByRole('button', { name: /GitHub/ }).count()).toBe(0)
    const layout = await row.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const actions = document.querySelector('.airlock-actions')!.getBoundingClientRect()
      const dialogBox = element.closest('[role=dialog]')!.getBoundingClientRect()
      const logo = element.querySelector('img')
      return { overlaps: box.bottom > actions.top, inside: box.left >= dialogBox.left && box.right <= dialogBox.right, logo: logo && logo.naturalWidth > 0 && new URL(logo.src).pathname }
    })
    expect(layout).toEqual({ overlaps: false, inside: true, logo: '/public/getAssetImage/github' })
    await screenshotModal(page, 'socials-account')
  })

  it('error: a declined consent says so and stays on Connect', async () => {
    const page = await openConnect()
    await signInWithGithub(page, 'declines', 'Cancel')
    const dialog = page.getByRole('dialog')
    await dialog.getByText('You declined to sign in with GitHub').waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).waitFor()
    expect(await accountAddress(page)).toBeUndefined()
  })

  it('behavior: closing the popup is a cancel: back on Connect, no error', async () => {
    const page = await openConnect()
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').getByRole('button', { name: 'Continue with GitHub' }).click()])
    await popup.getByRole('textbox', { name: 'Username' }).waitFor()
    await popup.close()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole('alert').count()).toBe(0)
    expect(await accountAddress(page)).toBeUndefined()
  })

  it('behavior: a blocked popup falls back to a full-page login, and result_uri is read and removed', async () => {
    // The browser refuses the popup, as a blocker does.
    const page = await openConnect(() => {
      window.open = () => null
    })
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with GitHub' }).click()
    await page.getByRole('textbox', { name: 'Username' }).fill(name)
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    expect(await eip155Address(page)).toBe(githubAddress)
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    expect(new URL(page.url()).searchParams.get('socials')).toBe('github,google,farcaster')
  })

  it("error: a login the attacker began, its link's state rewritten to name another site, sends the provider's code nowhere; as issued, it goes nowhere either, and the attacker cannot finish it", async () => {
    // The attacker begins a login bound to their own device, returning to the app's page, and
    // follows it in their own browser as far as the provider's page: the address they copy.
    const attackerDevice = randomBytes(32).toString('base64url')
    const api = env.stack.urls.api!
    const projectId = env.stack.demoConfig.projectId
    const begin = await fetch(`${api}/v1/embedded/social/begin?projectId=${projectId}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'github', deviceId: attackerDevice, returnUrl: demoUrl() }),
    })
    const start = ((await begin.json()) as { url: string }).url
    const attacker = await launchBrowserProfile()
    profiles.push(attacker)
    const attackerPage = await attacker.newPage()
    const [authorize] = await Promise.all([
      attackerPage.waitForRequest((request) => request.url().startsWith(`${env.stack.social.issuers.github}/auth`)),
      attackerPage.goto(start),
    ])
    const issued = new URL(authorize.url())
    const state = issued.searchParams.get('state')!
    const rewritten = new URL(issued)
    rewritten.searchParams.set('state', `${state.split('.')[0]}.${Buffer.from('https://evil.example/steal').toString('base64url')}`)

    // The victim, in a browser of their own, signs in at the genuine provider through each link.
    const elsewhere: string[] = []
    const signIn = async (link: URL) => {
      const victim = await launchBrowserProfile()
      profiles.push(victim)
      await victim.route('https://evil.example/**', (route) => {
        elsewhere.push(route.request().url())
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>got it</p>' })
      })
      const page = await victim.newPage()
      await page.goto(link.href)
      await page.getByRole('textbox', { name: 'Username' }).fill(`victim${Date.now().toString(36)}`)
      await page.getByRole('button', { name: 'Allow' }).click()
      await page.getByRole('status').filter({ hasText: /another browser/ }).waitFor({ timeout: 30_000 })
      return page
    }
    for (const link of [rewritten, issued]) {
      const page = await signIn(link)
      // The callback page went nowhere: not to the attacker's site, not to the app.
      expect(new URL(page.url()).origin).toBe(env.stack.urls.frame)
      expect(new URL(page.url()).pathname).toBe('/social/callback')
      expect(elsewhere).toEqual([])
      // And even holding the code, the attacker's device cannot finish it.
      const complete = await fetch(`${api}/v1/embedded/social/complete?projectId=${projectId}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uri: page.url(), deviceId: attackerDevice }),
      })
      expect(complete.status).toBe(400)
    }
  })

  let farcasterAddress: string | undefined
  const signInWithFarcaster = async (fid: string) => {
    const page = await openConnect()
    const dialog = page.getByRole('dialog')
    const started = performance.now()
    await dialog.getByRole('button', { name: /Continue with Farcaster/ }).click()
    await dialog.getByRole('img', { name: 'Farcaster sign-in QR code' }).waitFor({ timeout: 30_000 })
    const url = (await dialog.getByTestId('farcaster-link').getAttribute('href'))!
    // The person approves in the demo Farcaster client.
    const client = await page.context().newPage()
    await client.goto(url)
    await client.locator(`input[name=fid][value="${fid}"]`).check()
    await client.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    timings.push(`farcaster ${Math.round(performance.now() - started)} ms (with the approval)`)
    return page
  }

  it('default: Farcaster through the demo client lands in Account with the fid’s username, the same address again', async () => {
    const page = await signInWithFarcaster('3')
    farcasterAddress = await eip155Address(page)
    expect(farcasterAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(farcasterAddress).not.toBe(githubAddress)
    await expectAccount(page, /Farcaster · carol/)
    const again = await signInWithFarcaster('3')
    expect(await eip155Address(again)).toBe(farcasterAddress)
  })

  it('behavior: back from the Farcaster view clears its link and reloads the frame (SPEC §2)', async () => {
    const page = await openConnect()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Continue with Farcaster/ }).click()
    await dialog.getByRole('img', { name: 'Farcaster sign-in QR code' }).waitFor({ timeout: 30_000 })
    // What the frame receives, read inside the frame itself.
    const frame = page.frames().find((f) => f.url().startsWith(env.stack.urls.frame!))!
    await frame.evaluate(() => {
      const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = [])
      window.addEventListener('message', (event) => seen.push((event.data as { type?: string } | null)?.type ?? ''))
    })
    const posted = () => frame.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: /Continue with Farcaster/ }).waitFor()
    await expect.poll(async () => (await posted()).join(' '), { timeout: 5_000 }).toContain('SYNC_DAPP_DATA')
    const types = await posted()
    expect(types.indexOf('RELOAD')).toBeGreaterThanOrEqual(0)
    expect(types.indexOf('RELOAD')).toBeLessThan(types.indexOf('SYNC_DAPP_DATA'))
    const farcasterUrl = await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { farcasterUrl?: string } } } } } }).airlock.chain.state.accounts.eip155?.farcasterUrl)
    expect(farcasterUrl).toBeUndefined()
  })

  it('default: account linking: Google and an email linked from Account open the same wallet; the last login cannot be unlinked', async () => {
    const page = githubPage
    const dialog = page.getByRole('dialog')
    // The first test left this page on Account.
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: `GitHub · ${name}` }).click()
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Link Google' }).click()])
    await popup.getByRole('textbox', { name: 'Username' }).fill(name)
    await popup.getByRole('button', { name: 'Allow' }).click()
    await dialog.getByRole('button', { name: 'Unlink Google' }).waitFor({ timeout: 30_000 })
    // Google, in a fresh profile, opens the GitHub user's wallet.
    const other = await openConnect()
    const [googlePopup] = await Promise.all([other.waitForEvent('popup'), other.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click()])
    await googlePopup.getByRole('textbox', { name: 'Username' }).fill(name)
    await googlePopup.getByRole('button', { name: 'Allow' }).click()
    await other.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    expect(await eip155Address(other)).toBe(githubAddress)
    // An email linked to the social login: email sign-in in a fresh profile opens the same wallet.
    const email = `${name}@example.com`
    const form = dialog.getByRole('form', { name: 'Link an email' })
    await form.getByRole('textbox', { name: 'Link an email' }).fill(email)
    await form.getByRole('button', { name: 'Send code' }).click()
    const mail = await readInbox(env.stack, email, (m) => /sign-in code/.test(m.subject))
    // The sixth digit sends the code.
    await form.getByRole('textbox', { name: /code/ }).fill(mail.text.match(/\b(\d{6})\b/)![1]!)
    await dialog.getByRole('button', { name: 'Unlink Email' }).waitFor({ timeout: 30_000 })
    const byEmailProfile = await launchBrowserProfile()
    profiles.push(byEmailProfile)
    const byEmail = await byEmailProfile.newPage()
    await byEmail.goto(demoUrl())
    // The wait between two emails to one address (SPEC §9, the test stack's shorter one) starts with the linking code.
    await new Promise((resolve) => setTimeout(resolve, TEST_LOGIN_EMAIL_INTERVAL_SECONDS * 1000 + 500))
    await signInThroughModal(env.stack, byEmail, email, { waitForClose: false })
    expect(await eip155Address(byEmail)).toBe(githubAddress)
    // Unlinking: GitHub and Google go, the email, the last, stays.
    await dialog.getByRole('button', { name: 'Unlink GitHub' }).click()
    await expect.poll(() => dialog.getByRole('button', { name: 'Unlink GitHub' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Unlink Google' }).click()
    await expect.poll(() => dialog.getByRole('button', { name: 'Unlink Google' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Unlink Email' }).click()
    await dialog.getByText('This is the only way into your wallet').waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole('button', { name: 'Unlink Email' }).count()).toBe(1)
    await page.keyboard.press('Escape')
  }, 180_000)
})
