import { connect } from 'node:net'
import { describe, expect, test } from 'vitest'
import { startApiServer } from './startApiServer.js'
import { createApiClient, jsonBody } from './testing/createApiClient.js'
import { useTestApi } from './testing/useTestApi.js'
import { testBackends } from './testing/testBackends.js'

describe.each(testBackends())('API over $name', (backend) => {
  const t = useTestApi(backend)

  describe('projects and origins', () => {
    test("SPEC §8: an unknown projectId answers 401 'Unauthorized: invalid key'", async () => {
      for (const pid of ['nope', null]) {
        const res = await t.call('/appkit/v1/config', { projectId: pid })
        expect(res.status).toBe(401)
        expect(await res.json()).toEqual({ message: 'Unauthorized: invalid key' })
      }
    })

    test("SPEC §8: an origin off the allowlist answers 403 'Unauthorized: origin not allowed'", async () => {
      const res = await t.call('/getWallets', { headers: { origin: 'https://evil.test' } })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
      // The message must be readable by the modal, so the caller's origin is echoed.
      expect(res.headers.get('access-control-allow-origin')).toBe('https://evil.test')
    })

    test('SPEC §5: exact and wildcard origins are allowed, and get CORS headers', async () => {
      for (const origin of ['http://localhost:5173', 'https://shop.example.com']) {
        const res = await t.call('/projects/v1/origins', { headers: { origin } })
        expect(res.status).toBe(200)
        expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      }
      expect((await t.call('/projects/v1/origins', { headers: { origin: 'https://example.com' } })).status).toBe(403)
    })

    test('behavior: a request without Origin (server to server) is allowed', async () => {
      const res = await t.call('/projects/v1/origins')
      expect(await res.json()).toEqual({ allowedOrigins: ['http://localhost:5173', 'https://*.example.com'], developmentAncestors: false, hostApprovals: false })
    })

    test("rule host approvals: a project's apps approve with their own buttons only once the project opts in", async () => {
      const origins = async (projectId: string) => (await (await t.call('/projects/v1/origins', { projectId })).json()) as { hostApprovals: boolean }
      expect((await origins(t.projectId)).hostApprovals).toBe(false)
      expect((await origins(t.devProjectId)).hostApprovals).toBe(true)
    })

    test('behavior: a preflight answers 204 with the allowed methods', async () => {
      const res = await fetch(`${t.api.url}/v1/profile/account?projectId=${t.projectId}`, {
        method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    })

    test('default: config answers features per project; analytics config follows the project', async () => {
      const features = (await (await t.call('/appkit/v1/config')).json()) as { features: { id: string; isEnabled: boolean }[] }
      expect(features.features.find((f) => f.id === 'swaps')?.isEnabled).toBe(true)
      const quiet = (await (await t.call('/appkit/v1/config', { projectId: t.quietProjectId })).json()) as typeof features
      expect(quiet.features.find((f) => f.id === 'swaps')?.isEnabled).toBe(false)
      expect(await (await t.call('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true })
      expect(await (await t.call('/getAnalyticsConfig', { projectId: t.quietProjectId })).json()).toEqual({ isAnalyticsEnabled: false })
    })

    test('behavior: stop is idempotent and frees the port', async () => {
      const other = await startApiServer({ port: 0, database: t.api.db })
      await Promise.all([other.stop(), other.stop()])
      await expect(fetch(`${other.url}/health`)).rejects.toThrow()
    })

    test('error: a chain that is down gives fixed messages, and the details stay server-side', async () => {
      const reported: string[] = []
      const down = await startApiServer({ port: 0, database: t.api.db, indexer: false, onError: (e, where) => reported.push(where),
        evm: { rpcUrl: 'http://127.0.0.1:9', chainId: 31337, swaps: { uniswapV2: {
          router: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707', weth: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' } } } })
      try {
        const downCall = createApiClient(down.url, t.projectId)
        const balance = await downCall('/v1/account/0x0000000000000000000000000000000000000001/balance')
        expect(balance.status).toBe(502)
        expect(await balance.json()).toEqual({ message: 'Token Balance Unavailable' })
        const gas = await downCall('/v1/convert/gas-price', { query: { chainId: 'eip155:31337' } })
        expect(gas.status).toBe(500)
        const text = await gas.text()
        expect(JSON.parse(text)).toEqual({ message: 'Internal server error' })
        expect(text).not.toContain('127.0.0.1:9')
        expect(reported).toContain('GET /v1/convert/gas-price')
        // A node that is down is no "insufficient liquidity": the quote fails as the server's fault.
        const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
        const quote = await downCall('/v1/convert/quotes', { query: { amount: '1', from: native, to: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' } })
        expect(quote.status).toBe(500)
      } finally {
        await down.stop()
      }
    })

    test('error: unknown routes answer 404 JSON and failures never leak a stack', async () => {
      const res = await t.call('/no/such/route')
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Not found' })
      const bad = await t.call('/e', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' })
      const text = await bad.text()
      expect(bad.status).toBe(400)
      expect(text).not.toMatch(/at .*\.ts|Error:/)
    })
  })

  describe('analytics events', () => {
    test('error: a body over 1 MiB is refused with 413', async () => {
      const res = await t.call('/e', jsonBody({ eventId: 'big', props: { blob: 'x'.repeat(1_100_000) } }))
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ message: 'Request body too large' })
    })

    test('error: headers over the limit get 431 saying so, never that the body is too large', async () => {
      const answer = await rawRequest(t.api.url, `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
      expect(answer).toMatch(/^HTTP\/1\.1 431 /)
      expect(answer).toContain('{"message":"Request header fields too large"}')
      expect(answer).not.toContain('body too large')
    })

    test('default: POST /e stores the event once per eventId', async () => {
      const event = { eventId: `e-${t.run}`, url: 'http://localhost:5173/', domain: 'localhost', timestamp: Date.now(), props: { event: 'MODAL_OPEN', properties: { connected: false } } }
      expect((await t.call('/e', jsonBody(event))).status).toBe(202)
      expect((await t.call('/e', jsonBody(event))).status).toBe(202)
      const rows = await t.api.db.query<{ event_name: string; props: unknown }>('SELECT event_name, props FROM events WHERE event_id = $1', [event.eventId])
      expect(rows.rows).toEqual([{ event_name: 'MODAL_OPEN', props: event.props }])
    })

    test('behavior: a project with analytics off stores nothing', async () => {
      const res = await t.call('/e', { ...jsonBody({ eventId: `q-${t.run}`, props: {} }), projectId: t.quietProjectId })
      expect(await res.json()).toEqual({ stored: false })
      expect((await t.api.db.query('SELECT 1 FROM events WHERE event_id = $1', [`q-${t.run}`])).rows).toHaveLength(0)
    })

    test("error: a missing eventId is a 400 naming 'eventId'", async () => {
      const res = await t.call('/e', jsonBody({ props: {} }))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'eventId' })
    })
  })

  describe('wallets and images', () => {
    test('default: GET /getWallets answers SPEC §3 entries, 40 per page, with count', async () => {
      const body = (await (await t.call('/getWallets')).json()) as { data: Record<string, unknown>[]; count: number }
      expect(body.data).toHaveLength(40)
      expect(body.count).toBeGreaterThanOrEqual(60)
      expect(Object.keys(body.data[0]!).sort()).toEqual(
        ['badge_type', 'chains', 'desktop_link', 'homepage', 'id', 'image_id', 'mobile_link', 'name', 'rdns', 'recommended', 'webapp_link'])
      expect(body.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' })
    })

    test('behavior: page, entries, search, include, exclude and chains all apply', async () => {
      const page2 = (await (await t.call('/getWallets', { query: { page: '2', entries: '5' } })).json()) as { data: { id: string }[] }
      expect(page2.data).toHaveLength(5)
      const search = (await (await t.call('/getWallets', { query: { search: 'rain' } })).json()) as { data: { id: string }[] }
      expect(search.data.map((w) => w.id)).toEqual(['rainbow'])
      const inc = (await (await t.call('/getWallets', { query: { include: 'zerion,rabby', exclude: 'rabby' } })).json()) as { data: { id: string }[] }
      expect(inc.data.map((w) => w.id)).toEqual(['zerion'])
      const sol = (await (await t.call('/getWallets', { query: { chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '100' } })).json()) as { data: { chains: string[] }[] }
      expect(sol.data.every((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
    })

    test("error: bad paging input is a 400 naming the field", async () => {
      for (const [key, value] of [['entries', '0'], ['page', 'x'], ['badge_type', 'gold'], ['chains', 'eth']] as const) {
        const res = await t.call('/getWallets', { query: { [key]: value } })
        expect(res.status).toBe(400)
        expect(await res.json()).toMatchObject({ field: key })
      }
    })

    test('default: wallet and token images are SVG; unknown wallets 404; the /public/ images need no projectId', async () => {
      const res = await t.call('/getWalletImage/metamask')
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      // Known wallets, networks and tokens get the icon set's artwork, not the monogram.
      expect(await res.text()).toMatch(/^<svg[^>]*class="web3icons"/)
      for (const p of ['/public/getAssetImage/eip155:1', '/public/getAssetImage/8453', '/public/getTokenImage/ETH', '/public/getTokenImage/eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48']) {
        expect([p, await (await t.call(p)).text()]).toEqual([p, expect.stringMatching(/^<svg[^>]*class="web3icons"/)])
      }
      expect(await (await t.call('/public/getTokenImage/DUSD')).text()).toMatch(/^<svg[^>]*aria-label="DUSD"/)
      // A network the set lacks is a 404, so the modal keeps the tile it draws from the network's name.
      expect((await t.call('/public/getAssetImage/eip155:31337')).status).toBe(404)
      for (const p of ['/public/getAssetImage/ETH', '/public/getCurrencyImage/USD', '/public/getTokenImage/DUSD']) {
        expect((await t.call(p)).headers.get('content-type')).toContain('image/svg+xml')
        // As an <img> asks for the URL an answer gave: no query parameters.
        const plain = await fetch(`${t.api.url}${p}`)
        expect([plain.status, plain.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8'])
      }
      // Sign-in providers: their logo as an asset image, like the wallets' and networks'.
      const github = await fetch(`${t.api.url}/public/getAssetImage/github`)
      expect([github.status, github.headers.get('content-type'), await github.text()]).toEqual([200, 'image/svg+xml; charset=utf-8', expect.stringContaining('fill="#181717"')])
      expect((await t.call('/getWalletImage/not-a-wallet')).status).toBe(404)
      expect((await t.call('/getWalletImage/%3Cscript%3E')).status).toBe(400)
    })
  })

})

// One request written to the socket as given (headers no client library would send), and the whole answer.
function rawRequest(url: string, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), new URL(url).hostname)
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
    socket.write(request)
  })
}
