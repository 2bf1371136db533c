import { describe, expect, test } from 'vitest'
import { startApiServer } from './startApiServer.js'
import { createApiClient, jsonBody } from './testing/createApiClient.js'
import { alice } from './testing/startTestApi.js'
import { testBackends } from './testing/testBackends.js'
import { useTestApi } from './testing/useTestApi.js'

const order = (extra: Record<string, unknown>, assets = ['ETH']) =>
  jsonBody({ destinationWallets: [{ address: alice.address, assets }], defaultNetwork: 'airlock-local', ...extra })

describe.each(testBackends())('Onramp orders over $name', (backend) => {
  // Refused orders count against the budget too; these tests make more than its default.
  const t = useTestApi(backend, { rateLimits: { onrampOrders: { limit: 100, windowSeconds: 60 } } })

  test('SPEC §5: an order worth more than the card limit is refused and stored nowhere', async () => {
    // 9000 ETH at the stored 3000 USD: the probe that emptied the faucet.
    const res = await t.call('/v1/generators/onrampurl', order({ presetCryptoAmount: 9000 }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      field: 'presetCryptoAmount',
      code: 'AMOUNT_OUT_OF_LIMITS',
      message: "Invalid body field 'presetCryptoAmount': is worth 27000000.00 USD; the maximum for card is 7500.00 USD",
    })
    const { rows } = await t.api.db.query('SELECT 1 FROM onramp_orders WHERE project_id = $1 AND crypto_amount = 9000', [t.projectId])
    expect(rows).toHaveLength(0)
  })

  test('error: negative, zero, huge and malformed amounts are a 400 naming the field', async () => {
    for (const [field, value] of [['presetCryptoAmount', -5], ['presetCryptoAmount', 0], ['presetCryptoAmount', 1e300],
      ['presetFiatAmount', -1], ['presetFiatAmount', 7500.01], ['presetFiatAmount', '1e3'], ['presetFiatAmount', 5]] as const) {
      const res = await t.call('/v1/generators/onrampurl', order({ [field]: value }))
      expect([field, value, res.status]).toEqual([field, value, 400])
      expect(await res.json()).toMatchObject({ field })
    }
    const euro = await t.call('/v1/generators/onrampurl', order({ presetFiatAmount: 50, fiatCurrency: 'ETH' }))
    expect(await euro.json()).toMatchObject({ field: 'fiatCurrency' })
  })

  test('SPEC §5: limits follow the payment method, in the payment currency', async () => {
    const ok = (res: Response) => res.status
    // 2 ETH = 6000 USD ≈ 5555.56 EUR: inside card's 7500. 8000 USD: only ACH allows it.
    expect(ok(await t.call('/v1/generators/onrampurl', order({ presetCryptoAmount: 2, fiatCurrency: 'eur' })))).toBe(200)
    expect(ok(await t.call('/v1/generators/onrampurl', order({ presetFiatAmount: 8000 }, ['USDC'])))).toBe(400)
    expect(ok(await t.call('/v1/generators/onrampurl', order({ presetFiatAmount: 8000, paymentMethod: 'ach_bank_account' }, ['USDC'])))).toBe(200)
    expect(ok(await t.call('/v1/generators/onrampurl', order({ presetFiatAmount: 25001, paymentMethod: 'ach_bank_account' }, ['USDC'])))).toBe(400)
  })
})

describe.each(testBackends())('Onramp sandbox switch and budget over $name', (backend) => {
  const t = useTestApi(backend, { rateLimits: { onrampOrders: { limit: 3, windowSeconds: 60 } } })

  test('default: a self-hosted API has the sandbox off: no orders, no checkout page, no local network', async () => {
    const made = await t.call('/v1/generators/onrampurl', order({ presetFiatAmount: 50 }))
    const { url } = (await made.json()) as { url: string }
    const plain = await startApiServer({ port: 0, database: t.api.db, indexer: false, onError: () => {} })
    try {
      const call = createApiClient(plain.url, t.projectId)
      const refused = await call('/v1/generators/onrampurl', order({ presetFiatAmount: 50 }))
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({ message: 'No onramp provider is configured on this server' })
      const path = new URL(url).pathname
      expect((await fetch(`${plain.url}${path}`)).status).toBe(404)
      expect((await fetch(`${plain.url}${path}/complete`, { method: 'POST' })).status).toBe(404)
    } finally {
      await plain.stop()
    }
  })

  test('behavior: order creation is rate limited per client, with Retry-After', async () => {
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 4; i++) {
      const res = await t.call('/v1/generators/onrampurl', order({ presetFiatAmount: 20 }))
      statuses.push(res.status)
      retryAfter ??= res.headers.get('retry-after')
    }
    // The first test above made one order already, and the plain server's refused one counted
    // too: a budget is kept in the store, for every server on it.
    expect(statuses).toEqual([200, 429, 429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })
})
