import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/api/db/Database.js'
import { openDatabase } from '../../server/api/db/openDatabase.js'
import { createFarcasterSignIn, type FarcasterSignIn } from '../../server/farcaster/createFarcasterSignIn.js'
import { localSocialProviders } from '../../local/idp/localSocialProviders.js'
import { createSocialLogin, type SocialLogin } from '../../server/social/createSocialLogin.js'
import { readFormBody } from '../../local/stack/readFormBody.js'
import { axeViolations } from './helpers/axeViolations.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

const env = useStackAndBrowser()
const shots = process.env['AIRLOCK_SCREENSHOTS']

// The backend's callback, as the frame backend will serve it: it records what arrived.
let callback: Server
let callbackUrl = ''
const arrivals: URLSearchParams[] = []
let db: Database
let social: SocialLogin
let farcaster: FarcasterSignIn
let context: BrowserContext
let page: Page
const hosts = new Set<string>()

beforeAll(async () => {
  callback = createServer((request, response) => {
    const done = (params: URLSearchParams) => {
      arrivals.push(params)
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Back in the app</title><h1>Back in the app</h1>')
    }
    if (request.method === 'POST') void readFormBody(request).then(done)
    else done(new URL(request.url ?? '/', 'http://x').searchParams)
  })
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve))
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/social/{provider}/callback`
  env.stack.social.redirectUris.push(...['google', 'github', 'apple', 'facebook', 'x', 'discord'].map((p) => callbackUrl.replace('{provider}', p)))
  db = await openDatabase({})
  social = createSocialLogin({ db, providers: localSocialProviders(env.stack.social.issuers, { ...env.stack.social, redirectUri: callbackUrl }) })
  farcaster = createFarcasterSignIn({ relayUrl: env.stack.urls.api!, rpcUrl: env.stack.farcasterChain.url })
  // The pages' CSP forbids every script; axe is injected past it.
  context = await env.browser.newContext({ bypassCSP: true })
  context.on('request', (request) => hosts.add(new URL(request.url()).hostname))
  page = await context.newPage()
}, 60_000)

afterAll(async () => {
  await context?.close()
  await db?.close()
  await new Promise((resolve) => callback?.close(resolve))
  expect([...hosts].filter((host) => host !== '127.0.0.1')).toEqual([])
})

const arrivalAfter = async (count: number) => {
  await expect.poll(() => arrivals.length).toBeGreaterThan(count)
  return arrivals[count]!
}

describe('the local identity provider’s sign-in page', () => {
  it('default: a person types a username and allows; the backend gets them from the callback', async () => {
    const { url } = await social.begin('github')
    await page.goto(url)
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor()
    expect(await page.getByText('read:user').count()).toBe(1)
    expect(await axeViolations(page, 'body')).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/idp-sign-in.png` })
    const before = arrivals.length
    await page.getByLabel('Username').fill('alice')
    const clicked = performance.now()
    await page.getByRole('button', { name: 'Allow' }).click()
    const person = await social.complete(await arrivalAfter(before))
    console.log(`GitHub via the local IdP: Allow clicked → person known to the backend in ${Math.round(performance.now() - clicked)} ms`)
    expect(person).toMatchObject({ provider: 'github', username: 'alice', email: 'alice@example.com' })
    await page.getByRole('heading', { name: 'Back in the app' }).waitFor()
  })

  it('behavior: Apple answers by form_post, submitted by the browser', async () => {
    const { url } = await social.begin('apple')
    await page.goto(url)
    await page.getByLabel('Username').fill('bob')
    const before = arrivals.length
    await page.getByRole('button', { name: 'Allow' }).click()
    expect(await social.complete(await arrivalAfter(before))).toMatchObject({ provider: 'apple', username: 'bob@example.com' })
    // The callback has the form's body before the browser has its answer: let that navigation
    // end here, or it interrupts the next test's.
    await page.getByRole('heading', { name: 'Back in the app' }).waitFor()
  })

  it('error: Cancel answers access_denied, which the backend reports as SOCIAL_CONSENT_DENIED', async () => {
    const { url } = await social.begin('google')
    await page.goto(url)
    const before = arrivals.length
    await page.getByRole('button', { name: 'Cancel' }).click()
    const params = await arrivalAfter(before)
    expect(params.get('error')).toBe('access_denied')
    await expect(social.complete(params)).rejects.toMatchObject({ code: 'SOCIAL_CONSENT_DENIED' })
  })

  it('error: an empty username keeps the person on the page with the error named', async () => {
    const { url } = await social.begin('discord')
    await page.goto(url)
    await page.getByLabel('Username').evaluate((input) => input.removeAttribute('required'))
    await page.getByRole('button', { name: 'Allow' }).click()
    expect(await page.getByRole('alert').textContent()).toBe('Type a username to sign in as.')
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(page, 'body')).toEqual([])
  })
})

describe('the demo Farcaster client page', () => {
  it('default: a person opens the sign-in link, picks a demo fid and approves; the backend verifies them on chain 10', async () => {
    const channel = await farcaster.begin({ domain: '127.0.0.1:5173', siweUri: 'http://127.0.0.1:5173/' })
    await page.goto(channel.url)
    await page.getByRole('heading', { name: 'Sign in to 127.0.0.1:5173' }).waitFor()
    const accounts = page.getByRole('radio')
    expect(await accounts.count()).toBe(3)
    expect(await page.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true)
    expect(await axeViolations(page, 'body')).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/farcaster-client.png` })
    await page.getByRole('radio', { name: /Bob Demo/ }).check()
    const clicked = performance.now()
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('heading', { name: 'Signed in to 127.0.0.1:5173' }).waitFor()
    const person = await farcaster.poll(channel)
    console.log(`Farcaster via the demo client: Approve clicked → person verified by the backend in ${Math.round(performance.now() - clicked)} ms`)
    expect(person).toMatchObject({ fid: 2, username: 'bob', displayName: 'Bob Demo', authMethod: 'custody', signer: env.stack.farcasterChain.fids[1]!.custody.address })
    if (shots) await page.screenshot({ path: `${shots}/farcaster-approved.png` })
  })

  it('behavior: a pasted link opens the request; Decline sends nothing', async () => {
    const channel = await farcaster.begin({ domain: '127.0.0.1:5173', siweUri: 'http://127.0.0.1:5173/' })
    await page.goto(env.stack.urls.farcasterClient!)
    expect(await axeViolations(page, 'body')).toEqual([])
    await page.getByLabel('Sign-in link').fill(channel.url)
    await page.getByRole('button', { name: 'Open' }).click()
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.getByRole('heading', { name: 'Sign-in declined' }).waitFor()
    expect(await farcaster.poll(channel)).toBeUndefined()
  })

  it('error: an expired or unknown link says so', async () => {
    await page.goto(`${env.stack.urls.farcasterClient}/?channelToken=00000000-0000-0000-0000-000000000000`)
    await page.getByRole('heading', { name: 'This sign-in link has expired' }).waitFor()
    await page.goto(`${env.stack.urls.farcasterClient}/?uri=${encodeURIComponent('https://example.com/no-token')}`)
    expect(await page.getByRole('alert').textContent()).toContain('carries no channelToken')
  })
})
