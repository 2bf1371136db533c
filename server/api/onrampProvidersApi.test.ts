import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startRecordingProvider } from './onramp/providers/startRecordingProvider.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'

const projectId = `providers-${Math.random().toString(36).slice(2, 8)}`
const secret = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'sec1' }).toString()

describe('Configured onramp providers', () => {
  let coinbase: Awaited<ReturnType<typeof startRecordingProvider>>
  let api: ApiServer
  let call: ApiCall
  const reported: string[] = []
  beforeAll(async () => {
    coinbase = await startRecordingProvider({ coinbase_fee: { value: '1.00', currency: 'USD' }, network_fee: { value: '0.10', currency: 'USD' },
      payment_subtotal: { value: '48.90', currency: 'USD' }, payment_total: { value: '50.00', currency: 'USD' }, purchase_amount: { value: '48.9', currency: 'USDC' }, quote_id: 'cb-1' })
    api = await startApiServer({ port: 0, indexer: false, projects: [{ id: projectId, allowedOrigins: [] }], onError: (e) => reported.push(String(e)),
      onrampProviders: [{ name: 'coinbase', apiKeyId: 'k', apiKeySecret: secret, apiUrl: coinbase.url }, { name: 'moonpay' } as never] })
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await coinbase?.stop()
  })

  test('SPEC §4: an unknown provider name is dropped and reported; options name who delivers where', async () => {
    expect(reported.join()).toContain("Unknown onramp provider 'moonpay' dropped")
    const body = (await (await call('/v1/onramp/options')).json()) as { providers: unknown; purchaseCurrencies: { id: string; networks: { name: string; providers: string[] }[] }[] }
    expect(body.providers).toEqual([{ name: 'coinbase', label: 'Coinbase' }])
    expect(body.purchaseCurrencies.find((c) => c.id === 'USDC')!.networks.map((n) => [n.name, n.providers])).toEqual([['ethereum', ['coinbase']], ['polygon', ['coinbase']], ['solana', ['coinbase']]])
  })

  test('default: a quote named for a provider goes to it and says whose it is', async () => {
    const res = await call('/v1/onramp/quote', jsonBody({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 50, network: 'polygon', provider: 'coinbase' }))
    expect(await res.json()).toMatchObject({ provider: 'coinbase', quoteId: 'cb-1', purchaseAmount: { value: '48.9', currency: 'USDC' } })
    expect(coinbase.requests.at(-1)!.body).toMatchObject({ purchaseNetwork: 'polygon', paymentAmount: '50.00' })
  })

  test('error: a provider not configured, a network it does not serve and an amount outside the limits are 400s naming the field', async () => {
    const quote = (extra: object) => call('/v1/onramp/quote', jsonBody({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 50, network: 'polygon', ...extra }))
    expect(await (await quote({ provider: 'meld' })).json()).toMatchObject({ field: 'provider' })
    expect(await (await quote({ provider: 'sandbox' })).json()).toEqual({ message: 'No onramp provider is configured on this server' })
    expect(await (await quote({ provider: 'coinbase', network: 'airlock-devnet' })).json()).toMatchObject({ field: 'network' })
    expect(await (await quote({ provider: 'coinbase', amount: 9000 })).json()).toEqual({ field: 'amount', code: 'AMOUNT_OUT_OF_LIMITS', message: "Invalid body field 'amount': the maximum for card is 7500.00 USD" })
    expect(await (await quote({ provider: 'coinbase', amount: 9000, paymentMethod: 'ach_bank_account' })).json()).toMatchObject({ provider: 'coinbase' })
  })
})
