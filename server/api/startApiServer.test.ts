import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createMessage, revokeMessage } from './sessions/SessionRow.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { testBackends } from './testing/testBackends.js'

const run = Math.random().toString(36).slice(2, 8)
const projectId = `proj-${run}`
const quietProjectId = `quiet-${run}`
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const mallory = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

describe.each(testBackends())('API over $name', (backend) => {
  let api: ApiServer
  let call: ApiCall
  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      databaseUrl: backend.databaseUrl,
      projects: [
        { id: projectId, allowedOrigins: ['http://localhost:5173', 'https://*.example.com'] },
        { id: quietProjectId, allowedOrigins: [], analyticsEnabled: false, features: [{ id: 'swaps', isEnabled: false, config: null }] },
      ],
      onError: () => {},
    })
    call = createApiClient(api.url, projectId)
  }, 30_000)
  afterAll(() => api?.stop())

  describe('projects and origins', () => {
    test("SPEC §8: an unknown projectId answers 401 'Unauthorized: invalid key'", async () => {
      for (const pid of ['nope', null]) {
        const res = await call('/appkit/v1/config', { projectId: pid })
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({ message: 'Unauthorized: invalid key' })
      }
    })

    test("SPEC §8: an origin off the allowlist answers 403 'Unauthorized: origin not allowed'", async () => {
      const res = await call('/getWallets', { headers: { origin: 'https://evil.test' } })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
      // The message must be readable by the modal, so the caller's origin is echoed.
      expect(res.headers.get('access-control-allow-origin')).toBe('https://evil.test')
    })

    test('SPEC §5: exact and wildcard origins are allowed, and get CORS headers', async () => {
      for (const origin of ['http://localhost:5173', 'https://shop.example.com']) {
        const res = await call('/projects/v1/origins', { headers: { origin } })
        expect(res.status).toBe(200)
        expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      }
      expect((await call('/projects/v1/origins', { headers: { origin: 'https://example.com' } })).status).toBe(403)
    })

    test('behavior: a request without Origin (server to server) is allowed', async () => {
      const res = await call('/projects/v1/origins')
      expect(await res.json()).toEqual({ allowedOrigins: ['http://localhost:5173', 'https://*.example.com'] })
    })

    test('behavior: a preflight answers 204 with the allowed methods', async () => {
      const res = await fetch(`${api.url}/v1/profile/account?projectId=${projectId}`, {
        method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    })

    test('default: config answers features per project; analytics config follows the project', async () => {
      const features = (await (await call('/appkit/v1/config')).json()) as { features: { id: string; isEnabled: boolean }[] }
      expect(features.features.find((f) => f.id === 'swaps')?.isEnabled).toBe(true)
      const quiet = (await (await call('/appkit/v1/config', { projectId: quietProjectId })).json()) as typeof features
      expect(quiet.features.find((f) => f.id === 'swaps')?.isEnabled).toBe(false)
      expect(await (await call('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true })
      expect(await (await call('/getAnalyticsConfig', { projectId: quietProjectId })).json()).toEqual({ isAnalyticsEnabled: false })
    })

    test('error: unknown routes answer 404 JSON and failures never leak a stack', async () => {
      const res = await call('/no/such/route')
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Not found' })
      const bad = await call('/e', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' })
      const text = await bad.text()
      expect(bad.status).toBe(400)
      expect(text).not.toMatch(/at .*\.ts|Error:/)
    })
  })

  describe('analytics events', () => {
    test('default: POST /e stores the event once per eventId', async () => {
      const event = { eventId: `e-${run}`, url: 'http://localhost:5173/', domain: 'localhost', timestamp: Date.now(), props: { event: 'MODAL_OPEN', properties: { connected: false } } }
      expect((await call('/e', jsonBody(event))).status).toBe(202)
      expect((await call('/e', jsonBody(event))).status).toBe(202)
      const rows = await api.db.query<{ event_name: string; props: unknown }>('SELECT event_name, props FROM events WHERE event_id = $1', [event.eventId])
      expect(rows.rows).toEqual([{ event_name: 'MODAL_OPEN', props: event.props }])
    })

    test('behavior: a project with analytics off stores nothing', async () => {
      const res = await call('/e', { ...jsonBody({ eventId: `q-${run}`, props: {} }), projectId: quietProjectId })
      expect(await res.json()).toEqual({ stored: false })
      expect((await api.db.query('SELECT 1 FROM events WHERE event_id = $1', [`q-${run}`])).rows).toHaveLength(0)
    })

    test("error: a missing eventId is a 400 naming 'eventId'", async () => {
      const res = await call('/e', jsonBody({ props: {} }))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'eventId' })
    })
  })

  describe('wallets and images', () => {
    test('default: GET /getWallets answers SPEC §3 entries, 40 per page, with count', async () => {
      const body = (await (await call('/getWallets')).json()) as { data: Record<string, unknown>[]; count: number }
      expect(body.data).toHaveLength(40)
      expect(body.count).toBeGreaterThanOrEqual(60)
      expect(Object.keys(body.data[0]!).sort()).toEqual(
        ['badge_type', 'chains', 'desktop_link', 'homepage', 'id', 'image_id', 'mobile_link', 'name', 'rdns', 'recommended', 'webapp_link'])
      expect(body.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' })
    })

    test('behavior: page, entries, search, include, exclude and chains all apply', async () => {
      const page2 = (await (await call('/getWallets', { query: { page: '2', entries: '5' } })).json()) as { data: { id: string }[] }
      expect(page2.data).toHaveLength(5)
      const search = (await (await call('/getWallets', { query: { search: 'rain' } })).json()) as { data: { id: string }[] }
      expect(search.data.map((w) => w.id)).toEqual(['rainbow'])
      const inc = (await (await call('/getWallets', { query: { include: 'zerion,rabby', exclude: 'rabby' } })).json()) as { data: { id: string }[] }
      expect(inc.data.map((w) => w.id)).toEqual(['zerion'])
      const sol = (await (await call('/getWallets', { query: { chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '100' } })).json()) as { data: { chains: string[] }[] }
      expect(sol.data.every((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
    })

    test("error: bad paging input is a 400 naming the field", async () => {
      for (const [key, value] of [['entries', '0'], ['page', 'x'], ['badge_type', 'gold'], ['chains', 'eth']] as const) {
        const res = await call('/getWallets', { query: { [key]: value } })
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({ field: key })
      }
    })

    test('default: wallet and token images are SVG; unknown wallets 404', async () => {
      const res = await call('/getWalletImage/metamask')
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      expect(await res.text()).toMatch(/^<svg[^>]*aria-label="MetaMask"/)
      for (const p of ['/public/getAssetImage/ETH', '/public/getCurrencyImage/USD', '/public/getTokenImage/DUSD']) {
        expect((await call(p)).headers.get('content-type')).toContain('image/svg+xml')
      }
      expect((await call('/getWalletImage/not-a-wallet')).status).toBe(404)
      expect((await call('/getWalletImage/%3Cscript%3E')).status).toBe(400)
    })
  })

  describe('names and identity', () => {
    const name = `alice${run}`
    const register = async (account = alice, message = JSON.stringify({ name, attributes: { avatar: 'https://img.test/a.png' }, timestamp: Date.now() }), address = alice.address) =>
      call('/v1/profile/account', jsonBody({ coin_type: 60, address, message, signature: await account.signMessage({ message }) }))

    test('default: a signed registration is stored and answers identity, profile and reverse', async () => {
      const res = await register()
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ success: true, name: `${name}.airlock.id` })
      expect(await (await call(`/v1/identity/${alice.address}`, { query: { sender: alice.address } })).json())
        .toEqual({ name: `${name}.airlock.id`, avatar: 'https://img.test/a.png' })
      const profile = (await (await call(`/v1/profile/account/${name}.airlock.id`, { query: { apiVersion: '2' } })).json()) as { addresses: Record<string, { address: string }> }
      expect(profile.addresses['60']?.address).toBe(alice.address)
      const reverse = (await (await call(`/v1/profile/reverse/${alice.address.toLowerCase()}`, { query: { apiVersion: '2' } })).json()) as { name: string }[]
      expect(reverse.map((p) => p.name)).toEqual([`${name}.airlock.id`])
    })

    test('error: a forged signature is refused and nothing is stored', async () => {
      const message = JSON.stringify({ name: `forged${run}`, timestamp: Date.now() })
      const res = await register(mallory, message, alice.address)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Invalid signature' })
      expect((await call(`/v1/profile/account/forged${run}`)).status).toBe(404)
    })

    test('error: a name owned by another address is a 409; stale messages are refused', async () => {
      const message = JSON.stringify({ name, timestamp: Date.now() })
      expect((await register(mallory, message, mallory.address)).status).toBe(409)
      const stale = JSON.stringify({ name, timestamp: Date.now() - 3_600_000 })
      const res = await register(alice, stale)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'message' })
    })

    test('behavior: identity of an unknown address is empty', async () => {
      expect(await (await call(`/v1/identity/${mallory.address}`)).json()).toEqual({ name: null, avatar: null })
    })

    test('behavior: suggestions are free variants in the product zone', async () => {
      const body = (await (await call(`/v1/profile/suggestions/${name}`, { query: { zone: 'airlock.id' } })).json()) as { suggestions: { name: string; registered: boolean }[] }
      expect(body.suggestions.length).toBeGreaterThan(0)
      expect(body.suggestions.map((s) => s.name)).not.toContain(`${name}.airlock.id`)
      expect(body.suggestions.every((s) => s.name.endsWith('.airlock.id') && !s.registered)).toBe(true)
      expect((await call(`/v1/profile/suggestions/${name}`, { query: { zone: 'other.id' } })).status).toBe(400)
    })

    test("error: a malformed address is a 400 naming 'address'", async () => {
      const res = await call('/v1/identity/0x123')
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'address' })
      const body = await call('/v1/profile/account', jsonBody({ coin_type: 60, address: alice.address, message: '{}' }))
      expect(await body.json()).toMatchObject({ field: 'signature' })
    })
  })
  describe('sessions', () => {
    const open = async (notBefore: number, expiresAt = notBefore + 3600) => {
      const message = createMessage({ projectId, chainId: 'eip155:31337', notBefore, expiresAt })
      const res = await call('/v1/sessions', jsonBody({ address: alice.address, chainId: 'eip155:31337', notBefore, expiresAt,
        permissions: [{ type: 'native-token-recurring-allowance' }], signature: await alice.signMessage({ message }) }))
      expect(res.status).toBe(201)
      return (await res.json()) as { id: string; pci: string; token: string }
    }
    const now = () => Math.floor(Date.now() / 1000)

    test('default: a session reads back with its token and revokes with the wallet signature', async () => {
      const s = await open(now() - 5)
      const auth = { authorization: `Bearer ${s.token}` }
      expect(await (await call(`/v1/sessions/${s.id}`, { headers: auth })).json()).toMatchObject({ id: s.id, pci: s.pci, status: 'active' })
      const forged = await call(`/v1/sessions/${s.id}/revoke`, jsonBody({ pci: s.pci, signature: await mallory.signMessage({ message: revokeMessage(s.pci) }) }, auth))
      expect(forged.status).toBe(401)
      const res = await call(`/v1/sessions/${s.id}/revoke`, jsonBody({ pci: s.pci, signature: await alice.signMessage({ message: revokeMessage(s.pci) }) }, auth))
      expect(await res.json()).toEqual({ success: true })
      expect(await (await call(`/v1/sessions/${s.id}`, { headers: auth })).json()).toMatchObject({ status: 'revoked' })
    })

    test("SPEC §8: a token not yet valid answers 'JWT validation error: JWT Token is not yet valid'", async () => {
      const s = await open(now() + 600)
      const res = await call(`/v1/sessions/${s.id}`, { headers: { authorization: `Bearer ${s.token}` } })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'JWT validation error: JWT Token is not yet valid' })
    })

    test('error: no token, or another session\'s token, is refused', async () => {
      const a = await open(now() - 5)
      const b = await open(now() - 5)
      expect((await call(`/v1/sessions/${a.id}`)).status).toBe(401)
      expect((await call(`/v1/sessions/${a.id}`, { headers: { authorization: `Bearer ${b.token}` } })).status).toBe(401)
      const bad = await call('/v1/sessions', jsonBody({ address: alice.address, chainId: 'eip155:31337', notBefore: 10, expiresAt: 5, signature: '0x00' }))
      expect(await bad.json()).toMatchObject({ field: 'expiresAt' })
    })
  })

  describe('onramp', () => {
    test('default: options carry SPEC §5 limits and SPEC §9 currencies', async () => {
      const body = (await (await call('/v1/onramp/options')).json()) as {
        paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
        purchaseCurrencies: { id: string; networks: { chain_id: string }[] }[]
      }
      expect(body.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
      expect(body.paymentCurrencies[0]!.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }])
      expect(body.purchaseCurrencies.map((c) => c.id)).toEqual(['USDC', 'ETH'])
      for (const c of body.purchaseCurrencies) expect(c.networks.map((n) => n.chain_id)).toEqual(['1', '137'])
    })

    test('default: a quote prices the purchase from the stored table', async () => {
      const res = await call('/v1/onramp/quote', jsonBody({ purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '100', network: 'ethereum' }))
      expect(await res.json()).toMatchObject({
        paymentTotal: { value: '100.00', currency: 'USD' }, coinbaseFee: { value: '1.50' }, networkFee: { value: '0.50' },
        paymentSubtotal: { value: '98.00' }, purchaseAmount: { value: '98.000000', currency: 'USDC' }, quoteId: expect.any(String) })
    })

    test("error: an amount outside the limits is a 400 naming 'amount'", async () => {
      const res = await call('/v1/onramp/quote', jsonBody({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 5 }))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'amount' })
    })

    test('default: the onramp URL opens the sandbox page this server serves', async () => {
      const res = await call('/v1/generators/onrampurl', jsonBody({
        destinationWallets: [{ address: alice.address, blockchains: ['ethereum'], assets: ['USDC'] }],
        defaultNetwork: 'ethereum', partnerUserId: 'u1', defaultExperience: 'buy', presetFiatAmount: 50 }))
      const { url } = (await res.json()) as { url: string }
      expect(url.startsWith(`${api.url}/onramp/sandbox/`)).toBe(true)
      const page = await fetch(url)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
      const html = await page.text()
      expect(html).toContain('Complete purchase')
      expect(html).toContain(alice.address)
      // No chain configured here: completing explains why instead of failing silently.
      const done = await fetch(`${url}/complete`, { method: 'POST' })
      expect(done.status).toBe(503)
      expect(await done.text()).toContain('no funded local chain')
    })
  })

  describe('chains', () => {
    test('default: supported chains are empty without configured chains', async () => {
      expect(await (await call('/v1/supported-chains')).json()).toEqual({ http: [], ws: [] })
    })

    test("behavior: balances and history of an account on no followed chain are empty", async () => {
      expect(await (await call(`/v1/account/${alice.address}/balance`, { query: { currency: 'usd', chainId: 'eip155:1' } })).json()).toEqual({ balances: [] })
      expect(await (await call(`/v1/account/${alice.address}/history`)).json()).toEqual({ data: [], next: null })
    })

    test("SPEC §8: convert on an unsupported network says so", async () => {
      const res = await call('/v1/convert/gas-price', { query: { chainId: 'eip155:1' } })
      expect(await res.json()).toEqual({ message: 'Network not supported for Gas Price' })
    })

    test("error: the RPC proxy refuses chains it does not serve", async () => {
      const res = await call('/v1/', { ...jsonBody({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), query: { chainId: 'eip155:1' } })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'chainId' })
    })
  })
})
