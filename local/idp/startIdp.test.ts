import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useStarted } from '../../test/helpers/useStarted.js'
import { socialProviders } from '../../server/social/SocialProvider.js'
import { followSocialLogin } from '../../server/social/testing/followSocialLogin.js'
import { startIdp } from './startIdp.js'
import { requestWithHost } from '../../server/http/testing/requestWithHost.js'

const client = { clientId: 'idp-test', clientSecret: 'idp-test-secret', redirectUris: ['http://127.0.0.1:9/cb'] }
const idp = useStarted(() => startIdp({ port: 0, clients: [client] }), (i) => i.stop(), 30_000)

// An access token for `provider`'s user API, by the raw protocol (what the relying party does for us elsewhere).
async function accessToken(provider: 'github' | 'x'): Promise<string> {
  const verifier = randomBytes(32).toString('base64url')
  const url = new URL(`${idp.issuers[provider]}/auth`)
  const scope = provider === 'github' ? 'read:user' : 'users.read'
  for (const [k, v] of Object.entries({ client_id: client.clientId, response_type: 'code', redirect_uri: client.redirectUris[0]!, scope, state: 's1', code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' })) url.searchParams.set(k, v)
  const { params } = await followSocialLogin(url.href, client.redirectUris[0]!, { username: 'dana' })
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: client.redirectUris[0]!, code_verifier: verifier })
  const basic: Record<string, string> = provider === 'x' ? { authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}` } : {}
  if (provider !== 'x') {
    form.set('client_id', client.clientId)
    form.set('client_secret', client.clientSecret)
  }
  const response = await fetch(`${idp.issuers[provider]}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic }, body: form })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

describe('startIdp', () => {
  it('default: six issuers on one port, each discoverable with its own signing key', async () => {
    expect(Object.keys(idp.issuers)).toEqual([...socialProviders])
    const kids = new Set<string>()
    for (const provider of socialProviders) {
      const metadata = (await (await fetch(`${idp.issuers[provider]}/.well-known/openid-configuration`)).json()) as { issuer: string; jwks_uri: string; code_challenge_methods_supported: string[] }
      expect(metadata.issuer).toBe(idp.issuers[provider])
      expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
      const { keys } = (await (await fetch(metadata.jwks_uri)).json()) as { keys: { kid: string; d?: string }[] }
      expect(keys[0]!.d).toBeUndefined()
      kids.add(keys[0]!.kid)
    }
    expect(kids.size).toBe(6)
  })

  it('behavior: a user endpoint answers its own issuer’s token in the real provider’s shape, and nothing else', async () => {
    const token = await accessToken('github')
    const user = await fetch(`${idp.issuers.github}/api/user`, { headers: { authorization: `Bearer ${token}` } })
    expect(await user.json()).toMatchObject({ id: expect.any(Number), login: 'dana', email: 'dana@example.com' })
    expect((await fetch(`${idp.issuers.x}/2/users/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    expect((await fetch(`${idp.issuers.github}/api/user`)).status).toBe(401)
    const x = await fetch(`${idp.issuers.x}/2/users/me`, { headers: { authorization: `Bearer ${await accessToken('x')}` } })
    expect(await x.json()).toMatchObject({ data: { username: 'dana' } })
  })

  it('error: an authorization without PKCE is refused; unknown paths are 404; a stale interaction page explains itself', async () => {
    const url = new URL(`${idp.issuers.google}/auth`)
    for (const [k, v] of Object.entries({ client_id: client.clientId, response_type: 'code', redirect_uri: client.redirectUris[0]!, scope: 'openid', state: 's', nonce: 'n' })) url.searchParams.set(k, v)
    const refused = await fetch(url, { redirect: 'manual' })
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('invalid_request')
    expect((await fetch(`${idp.url}/myspace/auth`)).status).toBe(404)
    const stale = await fetch(`${idp.issuers.google}/interaction/abc123`)
    expect(stale.status).toBe(400)
    expect(await stale.text()).toContain('This sign-in has expired')
  })

  it('error: a DNS-rebound Host gets 403 on every issuer', async () => {
    expect(await requestWithHost(`${idp.url}/`, 'idp.evil.test:8794')).toEqual({ status: 403, body: 'Host not allowed' })
    expect((await requestWithHost(`${idp.issuers.github}/.well-known/openid-configuration`, 'idp.evil.test')).status).toBe(403)
    expect((await requestWithHost(`${idp.issuers.github}/.well-known/openid-configuration`, '127.0.0.1')).status).toBe(200)
  })
})
