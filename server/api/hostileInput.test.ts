import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { connectLiveSocket } from './testing/connectLiveSocket.js'
import { createApiClient, type ApiCall } from './testing/createApiClient.js'
import { startTestChain, type TestChain } from './testing/startTestChain.js'

// Values a hostile client sends where the API expects ids, urls, amounts and timestamps.
const hostileText = fc.oneof(
  fc.constantFrom('\0', 'a\0b', '\uD800', 'x\uDFFFy', '9'.repeat(78), '-1', '1e300', 'NaN', 'Infinity', '0x', '0x' + 'f'.repeat(65),
    'eip155:31337:\0', 'eip155:1:0x0000000000000000000000000000000000000001', '../../etc/passwd', '%00', '<script>', '__proto__',
    'So11111111111111111111111111111111111111111', '00000000-0000-0000-0000-000000000000', 'x'.repeat(5000), ''),
  fc.string({ maxLength: 40, unit: 'binary' }),
)
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' },
    hostileText,
    fc.constantFrom(1e300, -1e300, -1, 0, 8.64e15 + 1, Number.MAX_SAFE_INTEGER + 2, 0.5, true, null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 })),
})).value

// A path segment as a client puts it on the wire: UTF-8 bytes, percent-encoded (a lone surrogate as U+FFFD).
const encodeSegment = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

interface Route {
  method: 'GET' | 'POST'
  path: (segment: string) => string
  query?: string[]
  body?: Record<string, unknown>
}
const account = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const routes: Route[] = [
  { method: 'GET', path: (s) => `/v1/identity/${s}`, query: ['sender'] },
  { method: 'GET', path: (s) => `/v1/contracts/${s}` },
  { method: 'GET', path: (s) => `/v1/account/${s}/history`, query: ['cursor', 'onramp', 'chainId'] },
  { method: 'GET', path: (s) => `/v1/account/${s}/balance`, query: ['currency', 'chainId', 'forceUpdate'] },
  { method: 'GET', path: (s) => `/v1/account/${s}/nfts`, query: ['chainId'] },
  { method: 'GET', path: () => '/v1/convert/quotes', query: ['amount', 'userAddress', 'from', 'to', 'gasPrice'] },
  { method: 'GET', path: () => '/v1/convert/tokens', query: ['chainId'] },
  { method: 'GET', path: () => '/v1/convert/allowance', query: ['tokenAddress', 'userAddress'] },
  { method: 'GET', path: () => '/v1/convert/gas-price', query: ['chainId'] },
  { method: 'GET', path: () => '/v1/convert/build-approve', query: ['userAddress', 'from', 'to', 'amount'] },
  { method: 'GET', path: (s) => `/v1/profile/account/${s}`, query: ['apiVersion'] },
  { method: 'GET', path: (s) => `/v1/profile/reverse/${s}`, query: ['apiVersion', 'sender'] },
  { method: 'GET', path: (s) => `/v1/profile/suggestions/${s}`, query: ['zone'] },
  { method: 'GET', path: () => '/getWallets', query: ['page', 'entries', 'include', 'exclude', 'chains', 'search', 'badge_type'] },
  { method: 'GET', path: (s) => `/getWalletImage/${s}` },
  { method: 'GET', path: (s) => `/public/getTokenImage/${s}` },
  { method: 'GET', path: (s) => `/v1/sessions/${s}`, query: ['token'] },
  { method: 'GET', path: (s) => `/onramp/sandbox/${s}` },
  { method: 'GET', path: () => '/appkit/v1/config', query: ['projectId', 'st', 'sv', 'clientId'] },
  { method: 'POST', path: () => '/e', query: ['st', 'sv', 'clientId'], body: { eventId: 'e1', url: 'http://localhost/', domain: 'localhost', timestamp: 1, props: { event: 'MODAL_OPEN' } } },
  { method: 'POST', path: () => '/v1/fungible/price', body: { currency: 'usd', addresses: [eth], projectId: 'x' } },
  { method: 'POST', path: () => '/v1/convert/build-transaction', body: { amount: '1000', from: eth, to: account, userAddress: account, eip155: { slippage: 1 }, disableEstimate: true } },
  { method: 'POST', path: () => '/v1/profile/account', body: { coin_type: 60, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', message: 'Register a name for your account\n\nName: abc\nAccount: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8\nCoin type: 60\nIssued at: 2030-01-01T00:00:00.000Z\n\nSigning registers this name for this account. It costs nothing and sends no transaction.', signature: '0x00' } },
  { method: 'POST', path: () => '/v1/generators/onrampurl', body: { destinationWallets: [{ address: account, assets: ['ETH'] }], presetFiatAmount: 20, fiatCurrency: 'USD' } },
  { method: 'POST', path: () => '/v1/onramp/quote', body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 100, network: 'ethereum' } },
  { method: 'POST', path: () => '/v1/sessions', body: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:1', permissions: [], nonce: 'ab'.repeat(16), notBefore: 1, expiresAt: 2, signature: '0x00' } },
  { method: 'POST', path: (s) => `/v1/sessions/${s}/revoke`, body: { pci: '0x1', signature: '0x00' } },
  { method: 'POST', path: () => '/v1/siwx/sessions', body: { message: 'app.example.com wants you to sign in with your Ethereum account:\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\nURI: https://app.example.com\nVersion: 1\nChain ID: 1\nNonce: abcdefgh12\nIssued At: 2030-01-01T00:00:00.000Z', signature: '0x00' } },
  { method: 'POST', path: () => '/v1/siwx/session', body: { token: 'a.b.c' } },
  { method: 'POST', path: () => '/v1/siwx/session/revoke', body: { token: 'a.b.c' } },
  { method: 'POST', path: () => '/v1/', query: ['chainId'], body: { jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{ fromBlock: '0x0' }] } },
  { method: 'POST', path: (s) => `/onramp/sandbox/${s}/complete` },
  { method: 'POST', path: () => '/v1/simulate', body: { chainId: 'eip155:31337', account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', calls: [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: '0', data: '0xa9059cbb' }], atomic: false } },
  { method: 'POST', path: () => '/v1/simulate', body: { chainId: 'eip155:31337', account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', typedData: { domain: { verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }, primaryType: 'Permit', message: { spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '1' } } } },
  { method: 'POST', path: () => '/v1/simulate', body: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', account: 'So11111111111111111111111111111111111111112', transaction: 'AQID' } },
]

describe('API under hostile input', () => {
  let chain: TestChain
  let api: ApiServer
  let call: ApiCall
  beforeAll(async () => {
    chain = await startTestChain()
    api = await startApiServer({ port: 0, indexer: false, rateLimits: false, onrampSandbox: true, onError: () => {},
      projects: [{ id: 'hostile', allowedOrigins: [] }],
      evm: { rpcUrl: chain.url, chainId: chain.chainId, contracts: chain.contracts, faucetPrivateKey: chain.accounts[1]!.privateKey } })
    call = createApiClient(api.url, 'hostile')
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chain?.stop()
  })

  // Some fields kept as a valid request has them, others replaced: hostile values then reach deep checks.
  const fieldsOf = (template: Record<string, unknown> = {}) =>
    fc.record(Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fc.oneof(fc.constant(v), hostileValue)])))

  test.each(routes.map((r) => [`${r.method} ${r.path(':x')}`, r] as const))('error: %s never answers 500 and names the field of a 400', async (_name, route) => {
    await fc.assert(fc.asyncProperty(
      hostileText, fc.dictionary(fc.constantFrom(...(route.query ?? ['q'])), hostileText, { maxKeys: 3 }), fieldsOf(route.body), fc.boolean(), hostileValue,
      async (segment, query, fields, whole, other) => {
        const body = route.body ? JSON.stringify(whole ? other : fields) : undefined
        const res = await call(route.path(encodeSegment(segment)), { method: route.method, query, ...(body && { body, headers: { 'content-type': 'application/json' } }) })
        const text = await res.text()
        expect([res.status < 500, text]).toEqual([true, text])
        if (res.status === 400 && route.path('x') !== '/v1/') expect(JSON.parse(text)).toHaveProperty('field')
      }), { numRuns: 15 })
  }, 120_000)

  test.each([
    ['NUL in an event id', '/e', { eventId: 'a\0' }, 'eventId'],
    ['NUL in an event url', '/e', { eventId: 'u1', url: 'http://localhost/\0' }, 'url'],
    ['NUL in event props', '/e', { eventId: 'p1', props: { note: 'a\0b' } }, 'props.note'],
    ['NUL in an event prop key', '/e', { eventId: 'p2', props: { 'k\0': 1 } }, 'props.k\\0'],
    ['an event timestamp past the Date range', '/e', { eventId: 't1', timestamp: 8_700_000_000_000_000 }, 'timestamp'],
    ['NUL in session permissions', '/v1/sessions', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:31337',
      permissions: [{ type: '\0' }], nonce: 'ab'.repeat(16), notBefore: 1, expiresAt: 2, signature: '0x00' }, 'permissions.0.type'],
    ['a convert amount of 78 nines', '/v1/convert/build-transaction', { amount: '9'.repeat(78), from: eth, to: `eip155:31337:${'0x' + '1'.repeat(40)}`, userAddress: account }, 'amount'],
  ])('error: %s is a 400 naming the field, where the probe got a 500', async (_what, path, body, field) => {
    const res = await call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    expect([res.status, await res.json()]).toEqual([400, expect.objectContaining({ field })])
  })

  test('error: a NUL in a query value or in projectId is a 400 naming it', async () => {
    const quotes = await call('/v1/convert/quotes', { query: { amount: '9'.repeat(78), from: eth, to: account } })
    expect([quotes.status, await quotes.json()]).toEqual([400, expect.objectContaining({ field: 'amount' })])
    const project = await call('/appkit/v1/config', { projectId: 'hostile\0' })
    expect([project.status, await project.json()]).toEqual([400, expect.objectContaining({ field: 'projectId' })])
  })

  test('error: the live socket answers a NUL in its params as bad params, not an internal error', async () => {
    const live = await connectLiveSocket(api.url)
    try {
      expect((await live.request('login', { projectId: 'hostile\0' })).error).toEqual({ code: -32602, message: 'Invalid params: a NUL character or an unpaired surrogate' })
      expect((await live.request('login', { projectId: 'hostile' })).result).toBe(true)
      expect((await live.request('subscribe', { topic: 'account:\0' })).error?.code).toBe(-32602)
    } finally {
      live.close()
    }
  })
})
