import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { useStarted } from '../../test/helpers/useStarted.js'
import { startFarcasterChain } from '../../local/devnet/farcaster/startFarcasterChain.js'
import { startFarcasterClientDemo } from '../../local/farcasterDemo/startFarcasterClientDemo.js'
import { approveOnDemoClient } from '../../local/farcasterDemo/testing/approveOnDemoClient.js'
import { createRecoveryKey } from '../frame/custody/recoverySuite.js'
import type { BackendError } from '../frame/page/backend/BackendError.js'
import { createBackendClient } from '../frame/page/backend/createBackendClient.js'
import { createWalletKeys } from '../frame/page/custody/createWalletKeys.js'
import { operatorSealer } from '../frame/page/custody/RecoverySealer.js'
import { localSocialProviders } from '../../local/idp/localSocialProviders.js'
import { startIdp } from '../../local/idp/startIdp.js'
import { startMailServer } from '../../local/mail/startMailServer.js'
import { socialProviders } from '../social/SocialProvider.js'
import { followSocialLogin } from '../social/testing/followSocialLogin.js'
import { startApiServer } from './startApiServer.js'
import { TEST_FRAME_ORIGIN } from './testing/startEmbeddedTestApi.js'
import { testBackends } from './testing/testBackends.js'

const client = { clientId: 'airlock-test', clientSecret: 'backend-secret-for-tests' }
const redirectUri = `${TEST_FRAME_ORIGIN}/social/callback`
const appOrigin = 'http://localhost:5173'
const relayKey = 'relay-key-of-the-demo-client'
const newDevice = () => randomBytes(32).toString('base64url')

describe.each(testBackends())('embedded wallet social and Farcaster sign-in over $name', { timeout: 30_000 }, (backend) => {
  const t = useStarted(async () => {
    const projectId = `soc-${Math.random().toString(36).slice(2, 8)}`
    const mail = await startMailServer({ port: 0, smtpPort: 0 })
    const idp = await startIdp({ port: 0, clients: () => [{ ...client, clientName: 'Airlock', redirectUris: [redirectUri] }] })
    const chain = await startFarcasterChain({ port: 0 })
    let relayUrl = ''
    const farcasterClient = await startFarcasterClientDemo({ port: 0, config: () => ({ relayUrl, rpcUrl: chain.url, authKey: relayKey, fids: chain.fids }) })
    const api = await startApiServer({
      port: 0,
      databaseUrl: backend.databaseUrl,
      indexer: false,
      projects: [{ id: projectId, name: 'Demo', allowedOrigins: [appOrigin] }],
      onError: () => {},
      // More logins than a client's budget allows in a minute; budgets are tested in embeddedRateLimits.test.ts.
      rateLimits: { embeddedCodes: { limit: 1000, windowSeconds: 60 } },
      farcasterRelay: { authKey: relayKey, clientUrl: farcasterClient.url, rpcUrl: chain.url },
      embedded: {
        frameOrigins: [TEST_FRAME_ORIGIN],
        recoveryKey: createRecoveryKey().privateKey,
        mail: { smtpUrl: mail.smtpUrl, from: 'Airlock <no-reply@airlock.test>' },
        social: localSocialProviders(idp.issuers, { ...client, redirectUri }),
        farcaster: { rpcUrl: chain.url },
      },
    })
    relayUrl = api.url
    return { projectId, mail, idp, chain, farcasterClient, api }
  }, async (s) => {
    await s.api.stop()
    await Promise.all([s.farcasterClient.stop(), s.chain.stop(), s.idp.stop(), s.mail.stop()])
  }, 60_000)

  /** A frame on one device, calling the backend as the frame does (from the frame's origin). */
  function device(deviceId = newDevice()) {
    const state = { token: undefined as string | undefined, deviceId }
    const originFetch: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: TEST_FRAME_ORIGIN } })
    const backendClient = createBackendClient({ apiUrl: t.api.url, projectId: t.projectId, token: () => state.token, fetch: originFetch })
    return { state, client: backendClient }
  }
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as BackendError)
  /** A call the frame origin's social start and callback pages make (no project: the state names the login). */
  const pageCall = (path: 'claim' | 'callback', body: unknown) =>
    fetch(`${t.api.url}/v1/embedded/social/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_FRAME_ORIGIN }, body: JSON.stringify(body) })
  /**
   * The person's browser tab: the start page claims the login with the tab's secret, the
   * person signs in at the local identity provider, and the callback page shows the same
   * secret; the answer is the callback's address.
   */
  const signInAt = async (startUrl: string, username: string, decision: 'allow' | 'deny' = 'allow', browser = newDevice()) => {
    const state = new URL(startUrl).searchParams.get('state')!
    const claimed = await pageCall('claim', { state, browser })
    expect(claimed.status).toBe(200)
    const arrival = await followSocialLogin(((await claimed.json()) as { url: string }).url, redirectUri, { username, decision })
    const code = arrival.params.get('code')
    expect((await pageCall('callback', { state, browser, ...(code && { code }) })).status).toBe(200)
    return `${redirectUri}?${arrival.params}`
  }

  test.each(socialProviders)('default: %s opens the same wallet every time, on any device', async (provider) => {
    const name = `${provider}-${Math.random().toString(36).slice(2, 6)}`
    const first = device()
    const { url } = await first.client.socialBegin(provider, first.state.deviceId)
    const signedIn = await first.client.socialComplete(await signInAt(url, name), first.state.deviceId)
    expect(signedIn).toMatchObject({ provider, isNewUser: true, token: expect.stringMatching(/^als_/), user: { email: null, accounts: [] } })
    expect(signedIn.userName).toBe(signedIn.user.userName)
    expect(signedIn.userName!.toLowerCase()).toContain(name.toLowerCase())
    first.state.token = signedIn.token
    const wallet = await createWalletKeys(operatorSealer((await first.client.config()).recoveryPublicKey))
    const created = await first.client.createWallet(wallet.accounts)

    const second = device()
    const again = await second.client.socialComplete(await signInAt((await second.client.socialBegin(provider, second.state.deviceId)).url, name), second.state.deviceId)
    expect(again.isNewUser).toBe(false)
    expect(again.user.id).toBe(created.id)
    expect(again.user.accounts).toEqual(created.accounts)
    // The new device reaches the same key shares through recovery, as email's new devices do.
    second.state.token = again.token
    const recovery = await second.client.recoveryMaterial()
    expect(recovery.shares.map((s) => s.address)).toEqual(created.accounts.map((a) => a.address))

    const other = device()
    const someoneElse = await other.client.socialComplete(await signInAt((await other.client.socialBegin(provider, other.state.deviceId)).url, `${name}-other`), other.state.deviceId)
    expect(someoneElse.user.id).not.toBe(created.id)
  })

  test('error: a declined consent is consent_denied, and opens no session', async () => {
    const d = device()
    const { url } = await d.client.socialBegin('github', d.state.deviceId)
    const refused = await failure(d.client.socialComplete(await signInAt(url, 'declines', 'deny'), d.state.deviceId))
    expect(refused).toMatchObject({ status: 400, code: 'consent_denied', message: 'You declined the sign-in; nothing was shared' })
  })

  test('error: a callback brought to another device is refused, and its login is used up', async () => {
    const d = device()
    const callback = await signInAt((await d.client.socialBegin('discord', d.state.deviceId)).url, 'replayed')
    const thief = device()
    expect(await failure(thief.client.socialComplete(callback, thief.state.deviceId))).toMatchObject({ status: 400, code: 'code_expired' })
    expect(await failure(d.client.socialComplete(callback, d.state.deviceId))).toMatchObject({ code: 'code_expired' })
  })

  test("behavior: a redirect login's return page is held by the server, never carried in state; only a page of the project", async () => {
    const d = device()
    const back = `${appOrigin}/shop?view=connect`
    const { url } = await d.client.socialBegin('google', d.state.deviceId, back)
    // The answer is the frame origin's start page, never the provider's URL, and names no return page.
    expect(url.startsWith(`${TEST_FRAME_ORIGIN}/social/start?state=`)).toBe(true)
    const state = new URL(url).searchParams.get('state')!
    expect(state).not.toContain('.')
    expect(url).not.toContain(encodeURIComponent(appOrigin))
    const browser = newDevice()
    const provider = new URL(((await (await pageCall('claim', { state, browser })).json()) as { url: string }).url)
    expect(provider.searchParams.get('state')).toBe(state)
    expect(provider.href).not.toContain(encodeURIComponent(appOrigin))
    // The callback learns its return page from the server, for the browser that claimed the login.
    const known = await pageCall('callback', { state, browser, code: 'from-the-provider' })
    expect(known.status).toBe(200)
    expect(await known.json()).toEqual({ returnUrl: back })
    // A state rewritten to point elsewhere is no login at all.
    const rewritten = await pageCall('callback', { state: `${state}.${Buffer.from('https://evil.example/steal').toString('base64url')}`, browser })
    expect(rewritten.status).toBe(400)
    expect(await rewritten.json()).toMatchObject({ code: 'code_expired' })
    const popup = new URL((await d.client.socialBegin('github', d.state.deviceId)).url).searchParams.get('state')!
    await pageCall('claim', { state: popup, browser })
    expect(await (await pageCall('callback', { state: popup, browser })).json()).toEqual({ returnUrl: null })
    const refused = await failure(d.client.socialBegin('google', d.state.deviceId, 'https://evil.example/steal'))
    expect(refused).toMatchObject({ status: 400, code: 'invalid_input', facts: { field: 'returnUrl' } })
  })

  test('error: a login is finished only from the browser that began it: another browser cannot claim it, its callback there goes nowhere, and it cannot be completed', async () => {
    const attacker = device()
    const start = (await attacker.client.socialBegin('github', attacker.state.deviceId, `${appOrigin}/`)).url
    const state = new URL(start).searchParams.get('state')!
    const attackersBrowser = newDevice()
    const { url } = (await (await pageCall('claim', { state, browser: attackersBrowser })).json()) as { url: string }
    // The victim signs in with the provider's link the attacker handed them.
    const victimsBrowser = newDevice()
    expect((await pageCall('claim', { state, browser: victimsBrowser })).status).toBe(400)
    const arrival = await followSocialLogin(url, redirectUri, { username: 'victim' })
    const refused = await pageCall('callback', { state, browser: victimsBrowser, code: arrival.params.get('code')! })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'code_expired' })
    // Even holding the code, the device that began it cannot finish a login whose callback its browser never saw.
    expect(await failure(attacker.client.socialComplete(`${redirectUri}?${arrival.params}`, attacker.state.deviceId))).toMatchObject({ status: 400, code: 'code_expired' })
  })

  test('error: a tampered callback (its code changed, or its issuer) is a 400, never a 502', async () => {
    for (const tamper of [(u: URL) => u.searchParams.set('code', `${u.searchParams.get('code')}x`), (u: URL) => u.searchParams.set('iss', 'https://evil.example')]) {
      const d = device()
      const browser = newDevice()
      const callback = new URL(await signInAt((await d.client.socialBegin('google', d.state.deviceId)).url, 'tampered', 'allow', browser))
      tamper(callback)
      // The callback page saw the changed code (the browser's own tab changed it), so only the provider can refuse it.
      const code = callback.searchParams.get('code')!
      await pageCall('callback', { state: callback.searchParams.get('state')!, browser, code })
      expect(await failure(d.client.socialComplete(callback.href, d.state.deviceId))).toMatchObject({ status: 400, code: 'code_expired' })
    }
  })

  test('default: account linking: a linked login opens the same wallet; the last login cannot be unlinked', async () => {
    const name = `linker-${Math.random().toString(36).slice(2, 6)}`
    const d = device()
    const signedIn = await d.client.socialComplete(await signInAt((await d.client.socialBegin('github', d.state.deviceId)).url, name), d.state.deviceId)
    d.state.token = signedIn.token
    const linked = await d.client.linkSocial(await signInAt((await d.client.socialBegin('discord', d.state.deviceId)).url, name), d.state.deviceId)
    expect(linked).toEqual({ email: null, logins: [{ provider: 'github', userName: expect.any(String) }, { provider: 'discord', userName: name }] })
    // The linked login, on another device, opens the same user.
    const other = device()
    const byDiscord = await other.client.socialComplete(await signInAt((await other.client.socialBegin('discord', other.state.deviceId)).url, name), other.state.deviceId)
    expect(byDiscord.user.id).toBe(signedIn.user.id)
    // A login that already opens another wallet is not moved.
    const someone = device()
    await someone.client.socialComplete(await signInAt((await someone.client.socialBegin('x', someone.state.deviceId)).url, `${name}-x`), someone.state.deviceId)
    const taken = await failure(d.client.linkSocial(await signInAt((await d.client.socialBegin('x', d.state.deviceId)).url, `${name}-x`), d.state.deviceId))
    expect(taken).toMatchObject({ status: 409, code: 'login_taken' })
    expect((await d.client.unlink('github')).logins.map((l) => l.provider)).toEqual(['discord'])
    expect(await failure(d.client.unlink('discord'))).toMatchObject({ status: 409, code: 'last_login' })
    expect(await failure(d.client.unlink('email'))).toMatchObject({ status: 404 })
    expect((await d.client.logins()).logins.map((l) => l.provider)).toEqual(['discord'])
  })

  test('default: account linking: an email linked to a social login opens the same wallet by either', async () => {
    const name = `mailer-${Math.random().toString(36).slice(2, 6)}`
    const email = `${name}@example.com`
    const d = device()
    const signedIn = await d.client.socialComplete(await signInAt((await d.client.socialBegin('facebook', d.state.deviceId)).url, name), d.state.deviceId)
    d.state.token = signedIn.token
    const wallet = await createWalletKeys(operatorSealer((await d.client.config()).recoveryPublicKey))
    const created = await d.client.createWallet(wallet.accounts)
    expect(await d.client.linkEmail(email)).toEqual({ action: 'VERIFY_OTP' })
    const mail = await t.mail.inbox.waitFor(email, (m) => /sign-in code for Demo/.test(m.subject))
    const code = mail.text.match(/\b(\d{6})\b/)![1]!
    expect(await failure(d.client.verifyLinkEmail(email, code === '000000' ? '111111' : '000000'))).toMatchObject({ code: 'invalid_code' })
    expect((await d.client.verifyLinkEmail(email, code)).email).toBe(email)
    // Email sign-in now reaches the same user (a new device first needs the emailed approval).
    const byEmail = device()
    await t.api.db.query("UPDATE embedded_login_emails SET sent_at = now() - interval '31 seconds' WHERE email = $1", [email])
    expect(await byEmail.client.startEmail(email, byEmail.state.deviceId)).toEqual({ action: 'VERIFY_DEVICE' })
    // An email of another wallet is refused.
    const other = device()
    const otherUser = await other.client.socialComplete(await signInAt((await other.client.socialBegin('facebook', other.state.deviceId)).url, `${name}-2`), other.state.deviceId)
    other.state.token = otherUser.token
    expect(await failure(other.client.linkEmail(email))).toMatchObject({ status: 409, code: 'email_taken' })
    expect((await d.client.logins()).email).toBe(email)
    expect(created.id).toBe(signedIn.user.id)
  })

  test('default: Farcaster: pending, approved on the client page, verified on chain 10, the same user again', async () => {
    const signInWithFid = async (fid: string) => {
      const d = device()
      const { id, url } = await d.client.farcasterBegin(d.state.deviceId, appOrigin)
      expect(url.startsWith(`${t.farcasterClient.url}/?channelToken=`)).toBe(true)
      expect(await d.client.farcasterPoll(id, d.state.deviceId)).toEqual({ state: 'pending' })
      // Only the device that began it may collect it.
      const thief = device()
      expect(await failure(thief.client.farcasterPoll(id, thief.state.deviceId))).toMatchObject({ status: 409, code: 'code_expired' })
      const channelToken = new URL(url).searchParams.get('channelToken')!
      const approved = await approveOnDemoClient(t.farcasterClient.url, channelToken, fid)
      expect(approved.status).toBe(200)
      const done = await d.client.farcasterPoll(id, d.state.deviceId)
      if (done.state !== 'completed') throw new Error('expected a completed sign-in')
      // Collected once: the login is gone.
      expect(await failure(d.client.farcasterPoll(id, d.state.deviceId))).toMatchObject({ code: 'code_expired' })
      return done
    }
    const first = await signInWithFid('2')
    expect(first).toMatchObject({ fid: 2, userName: 'bob', isNewUser: true, user: { userName: 'bob', email: null } })
    const second = await signInWithFid('2')
    expect(second.user.id).toBe(first.user.id)
    const carol = await signInWithFid('3')
    expect(carol.user.id).not.toBe(first.user.id)
    expect(await failure(device().client.farcasterBegin(newDevice(), 'https://evil.example'))).toMatchObject({ code: 'invalid_input', facts: { field: 'siweUri' } })
  })
})
