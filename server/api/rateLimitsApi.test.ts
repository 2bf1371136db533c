import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { requestWithHost } from '../http/testing/requestWithHost.js'
import { hashSecret } from './embedded/hashSecret.js'
import { startApiServer } from './startApiServer.js'
import { connectLiveSocket } from './testing/connectLiveSocket.js'
import { jsonBody } from './testing/createApiClient.js'
import { testBackends } from './testing/testBackends.js'
import { useTestApi } from './testing/useTestApi.js'

/** The HTTP status a websocket upgrade got: 101 when it opened. */
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    ws.once('open', () => resolve(101))
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', reject)
  })
}

describe.each(testBackends())('API rate limits over $name', (backend) => {
  const t = useTestApi(backend)

  test('default: analytics posts past the events budget get 429 with Retry-After and are not stored', async () => {
    const run = `flood-${Math.random().toString(36).slice(2, 8)}`
    const post = (i: number) => t.call('/e', jsonBody({ eventId: `${run}-${i}`, props: { event: 'MODAL_OPEN', blob: 'x'.repeat(1000) } }))
    const answers = await Promise.all(Array.from({ length: 130 }, (_, i) => post(i)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 202)).toHaveLength(120)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    expect(Number(answers.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0)
    const stored = await t.api.db.query('SELECT 1 FROM events WHERE event_id LIKE $1', [`${run}-%`])
    expect(stored.rows).toHaveLength(120)
  }, 60_000)
})

describe.each(testBackends())('API budgets, hosts and sockets over $name', (backend) => {
  const t = useTestApi(backend, {
    trustedProxies: 1,
    rateLimits: { perClient: { limit: 5, windowSeconds: 60 }, perProject: { limit: 8, windowSeconds: 60 } },
    nodeLimits: { maxSocketsPerClient: 2, maxSubscriptionsPerClient: 3 },
    allowedHosts: ['127.0.0.1', 'api.example.com'],
  })
  const as = (client: string, projectId = t.projectId) => t.call('/getAnalyticsConfig', { headers: { 'x-forwarded-for': client }, projectId })

  test('behavior: each client address has its own budget, read through the trusted proxy', async () => {
    const first = await Promise.all([1, 2, 3, 4, 5, 6].map(() => as('203.0.113.1')))
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429])
    expect(await first[5]!.json()).toEqual({ message: 'Too many requests' })
    expect(Number(first[5]!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await as('203.0.113.2')).status).toBe(200)
  })

  test('behavior: a project has one budget over all its clients; other projects keep theirs', async () => {
    // 5 requests so far for this project (the sixth was refused before the guard) and 1 above.
    const statuses = await Promise.all(['198.51.100.1', '198.51.100.2', '198.51.100.3'].map(async (c) => (await as(c)).status))
    expect(statuses.sort()).toEqual([200, 200, 429])
    expect((await as('198.51.100.4', t.quietProjectId)).status).toBe(200)
  })

  test('error: a Host off the list is refused on HTTP and on the live socket; listed ones are served', async () => {
    const path = `${t.api.url}/health`
    expect(await requestWithHost(path, 'rebound.evil.test')).toEqual({ status: 403, body: '{"message":"Host not allowed"}' })
    expect((await requestWithHost(path, 'api.example.com')).status).toBe(200)
    expect((await requestWithHost(path, 'localhost')).status).toBe(403)
    const ws = t.api.url.replace(/^http/, 'ws') + '/ws'
    expect(await upgradeStatus(ws, { host: 'rebound.evil.test' })).toBe(403)
  })

  test('behavior: by default the loopback names and the public URL host are allowed', async () => {
    const api = await startApiServer({ port: 0, database: t.api.db, indexer: false, publicUrl: 'https://api.airlock.test' })
    try {
      for (const host of ['127.0.0.1', 'localhost', '[::1]', 'api.airlock.test']) expect((await requestWithHost(`${api.url}/health`, host)).status).toBe(200)
      expect((await requestWithHost(`${api.url}/health`, 'other.test')).status).toBe(403)
    } finally {
      await api.stop()
    }
  })

  test('behavior: sockets and subscriptions are capped per client address', async () => {
    const ws = t.api.url.replace(/^http/, 'ws') + '/ws'
    const [a, b] = [await connectLiveSocket(t.api.url, undefined, { 'x-forwarded-for': '192.0.2.9' }), await connectLiveSocket(t.api.url, undefined, { 'x-forwarded-for': '192.0.2.9' })]
    try {
      expect(await upgradeStatus(ws, { 'x-forwarded-for': '192.0.2.9' })).toBe(429)
      expect(await upgradeStatus(ws, { 'x-forwarded-for': '192.0.2.10' })).toBe(101)
      for (const s of [a, b]) await s.request('login', { projectId: t.projectId })
      const topic = (n: number) => ({ topic: `account:eip155:1:0x${String(n).padStart(40, '0')}` })
      const results = [await a.request('subscribe', topic(1)), await b.request('subscribe', topic(2)), await a.request('subscribe', topic(3)), await b.request('subscribe', topic(4))]
      expect(results.map((r) => r.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'ok', -32005])
      // An unsubscribe gives its slot back.
      await a.request('unsubscribe', { subscription: results[0]!.result })
      expect((await b.request('subscribe', topic(4))).error).toBeUndefined()
    } finally {
      a.close()
      b.close()
    }
  })
})

describe.each(testBackends())('sponsorship signatures asked for, per address and per user, over $name', (backend) => {
  const t = useTestApi(backend, {
    trustedProxies: 1,
    rateLimits: { sponsorSignatures: { limit: 3, windowSeconds: 60 }, sponsorSignaturesPerUser: { limit: 2, windowSeconds: 60 } },
  })
  const op = { sender: '0x000000000000000000000000000000000000bEEF', nonce: '0x0', callData: '0x', callGasLimit: '0x1', verificationGasLimit: '0x1', preVerificationGas: '0x1', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1', paymasterVerificationGasLimit: '0x1', paymasterPostOpGasLimit: '0x1' }
  const ask = async (method: string, from: string, token?: string) => {
    const response = await t.call('/v1/paymaster', jsonBody({ jsonrpc: '2.0', id: 1, method, params: [op, '0x0000000071727De22E5E9d8BAf0edAc6f37da032', '0x7a69', {}] }, { 'x-forwarded-for': from, ...(token && { authorization: `Bearer ${token}` }) }))
    return ((await response.json()) as { error?: { data?: { reason?: string; retryAfterSeconds?: number } } }).error?.data
  }

  test('rule: past its budget an address gets TOO_MANY_SIGNATURES before anything is checked or signed; stubs, and other addresses, go on', async () => {
    const reasons = [] as (string | undefined)[]
    for (let i = 0; i < 4; i++) reasons.push((await ask('pm_getPaymasterData', '192.0.2.10'))?.reason)
    expect(reasons.slice(0, 3).every((reason) => reason !== 'TOO_MANY_SIGNATURES')).toBe(true)
    expect(reasons[3]).toBe('TOO_MANY_SIGNATURES')
    expect((await ask('pm_getPaymasterData', '192.0.2.10'))?.retryAfterSeconds).toBeGreaterThan(0)
    expect((await ask('pm_getPaymasterStubData', '192.0.2.10'))?.reason).not.toBe('TOO_MANY_SIGNATURES')
    expect((await ask('pm_getPaymasterData', '192.0.2.11'))?.reason).not.toBe('TOO_MANY_SIGNATURES')
  })

  test('rule: one signed-in user has a budget of their own, wherever they ask from', async () => {
    const token = `als_${randomBytes(32).toString('base64url')}`
    const [userId, deviceId] = [randomUUID(), randomUUID()]
    await t.api.db.query('INSERT INTO embedded_users (id, project_id, email) VALUES ($1, $2, $3)', [userId, t.projectId, `${userId}@example.com`])
    await t.api.db.query('INSERT INTO embedded_devices (id, user_id, device_hash, approved_at) VALUES ($1, $2, $3, now())', [deviceId, userId, hashSecret(deviceId)])
    await t.api.db.query("INSERT INTO embedded_sessions (token_hash, user_id, device_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')", [hashSecret(token), userId, deviceId])
    expect((await ask('pm_getPaymasterData', '192.0.2.20', token))?.reason).not.toBe('TOO_MANY_SIGNATURES')
    expect((await ask('pm_getPaymasterData', '192.0.2.21', token))?.reason).not.toBe('TOO_MANY_SIGNATURES')
    expect((await ask('pm_getPaymasterData', '192.0.2.22', token))?.reason).toBe('TOO_MANY_SIGNATURES')
    // Nobody signed in from that address is not held to that user's budget.
    expect((await ask('pm_getPaymasterData', '192.0.2.22'))?.reason).not.toBe('TOO_MANY_SIGNATURES')
  })
})
