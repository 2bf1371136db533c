import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../api/db/Database.js'
import { openDatabase } from '../api/db/openDatabase.js'
import { testBackends } from '../api/testing/testBackends.js'
import { localSocialProviders } from '../../local/idp/localSocialProviders.js'
import { startIdp, type Idp } from '../../local/idp/startIdp.js'
import { createSocialLogin, type SocialLogin } from './createSocialLogin.js'
import { SocialLoginError } from './SocialLoginError.js'
import { socialProviders } from './SocialProvider.js'
import { followSocialLogin } from './testing/followSocialLogin.js'

const client = { clientId: 'airlock-test', clientSecret: 'test-secret-of-the-backend' }
const redirectUri = 'http://127.0.0.1:9/social/callback/{provider}'
const callbackOf = (provider: string) => redirectUri.replace('{provider}', provider)

describe.each(testBackends())('social login through the local identity provider ($name)', (backend) => {
  let idp: Idp
  let db: Database
  let social: SocialLogin
  const timings: string[] = []

  beforeAll(async () => {
    ;[idp, db] = await Promise.all([
      startIdp({ port: 0, clients: () => [{ ...client, redirectUris: socialProviders.map(callbackOf) }] }),
      openDatabase({ databaseUrl: backend.databaseUrl }),
    ])
    social = createSocialLogin({ db, providers: localSocialProviders(idp.issuers, { ...client, redirectUri }) })
  }, 30_000)
  afterAll(async () => {
    console.log(`social login round trips (${backend.name}): ${timings.join(', ')}`)
    await idp?.stop()
    await db?.close()
  })

  test.each(socialProviders)('default: %s signs a person in, the same person on a second login', async (provider) => {
    const started = performance.now()
    const first = await social.begin(provider)
    const arrival = await followSocialLogin(first.url, callbackOf(provider), { username: 'Alice' })
    const person = await social.complete(arrival.params)
    timings.push(`${provider} ${Math.round(performance.now() - started)} ms`)
    expect(person).toMatchObject({ provider, subject: expect.stringMatching(/^\d+$/) })
    expect(person.username).toBe(provider === 'google' || provider === 'apple' ? 'alice@example.com' : provider === 'discord' ? 'alice' : 'Alice')
    if (provider !== 'x') expect(person.email).toBe('alice@example.com')
    expect(arrival.method).toBe(provider === 'apple' ? 'POST' : 'GET')

    const restarted = performance.now()
    const again = await social.begin(provider)
    const second = await social.complete((await followSocialLogin(again.url, callbackOf(provider), { username: 'Alice' })).params)
    timings[timings.length - 1] += ` (again ${Math.round(performance.now() - restarted)} ms)`
    expect(second.subject).toBe(person.subject)
    const other = await social.begin(provider)
    const bob = await social.complete((await followSocialLogin(other.url, callbackOf(provider), { username: 'bob' })).params)
    expect(bob.subject).not.toBe(person.subject)
  })

  test('behavior: the authorization request carries PKCE S256, state and, for OIDC providers, nonce', async () => {
    const google = new URL((await social.begin('google')).url)
    const github = new URL((await social.begin('github')).url)
    for (const url of [google, github]) {
      expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
      expect(url.searchParams.get('state')).toBeTruthy()
      expect(url.searchParams.get('client_id')).toBe(client.clientId)
      expect(url.searchParams.has('client_secret')).toBe(false)
    }
    expect(google.searchParams.get('nonce')).toBeTruthy()
    expect(github.searchParams.has('nonce')).toBe(false)
    expect(github.searchParams.get('scope')).toBe('read:user user:email')
  })

  test('error: a denied consent is SOCIAL_CONSENT_DENIED', async () => {
    const { url } = await social.begin('discord')
    const arrival = await followSocialLogin(url, callbackOf('discord'), { username: 'alice', decision: 'deny' })
    expect(arrival.params.get('error')).toBe('access_denied')
    await expect(social.complete(arrival.params)).rejects.toMatchObject({ code: 'SOCIAL_CONSENT_DENIED' })
  })

  test('error: an unknown, reused or foreign state is SOCIAL_BAD_STATE and exchanges no code', async () => {
    const { url, state } = await social.begin('github')
    const arrival = await followSocialLogin(url, callbackOf('github'), { username: 'alice' })
    const forged = new URLSearchParams(arrival.params)
    forged.set('state', `${state}x`)
    await expect(social.complete(forged)).rejects.toMatchObject({ code: 'SOCIAL_BAD_STATE' })
    await expect(social.complete(new URLSearchParams({ code: arrival.params.get('code')! }))).rejects.toBeInstanceOf(SocialLoginError)
    await social.complete(arrival.params)
    await expect(social.complete(arrival.params)).rejects.toMatchObject({ code: 'SOCIAL_BAD_STATE' })

    const bound = await social.begin('google', { binding: 'frame-session-1' })
    const boundArrival = await followSocialLogin(bound.url, callbackOf('google'), { username: 'alice' })
    await expect(social.complete(boundArrival.params, { binding: 'frame-session-2' })).rejects.toMatchObject({ code: 'SOCIAL_BAD_STATE' })
  })

  test('behavior: a login begun on one instance finishes on another (nothing kept in memory)', async () => {
    const other = createSocialLogin({ db, providers: localSocialProviders(idp.issuers, { ...client, redirectUri }) })
    const { url } = await social.begin('apple', { binding: 'b' })
    const arrival = await followSocialLogin(url, callbackOf('apple'), { username: 'carol' })
    expect(await other.complete(arrival.params, { binding: 'b' })).toMatchObject({ provider: 'apple', username: 'carol@example.com' })
  })

  test('error: a provider this backend has no configuration for is SOCIAL_PROVIDER_NOT_CONFIGURED', async () => {
    const only = createSocialLogin({ db, providers: { google: localSocialProviders(idp.issuers, { ...client, redirectUri }).google! } })
    expect(only.providers).toEqual(['google'])
    await expect(only.begin('github')).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_CONFIGURED' })
    await expect(only.begin('myspace' as never)).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_CONFIGURED' })
  })

  test('error: a wrong client secret fails at the token endpoint as SOCIAL_PROVIDER_ERROR', async () => {
    const wrong = createSocialLogin({ db, providers: localSocialProviders(idp.issuers, { ...client, clientSecret: 'not-the-secret', redirectUri }) })
    const { url } = await wrong.begin('x')
    const arrival = await followSocialLogin(url, callbackOf('x'), { username: 'alice' })
    await expect(wrong.complete(arrival.params)).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_ERROR' })
  })
})
