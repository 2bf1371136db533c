import { generateKeyPairSync } from 'node:crypto'
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose'
import { describe, expect, test } from 'vitest'
import { createCoinbaseProvider } from './createCoinbaseProvider.js'
import { startRecordingProvider } from './startRecordingProvider.js'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const secret = privateKey.export({ format: 'pem', type: 'sec1' }).toString()
const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '', caip_network_id: 'eip155:1' }
const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: ethereum, paymentMethod: 'card' as const, destination: '0x00000000000000000000000000000000000000aa' }
// The Buy Quote API's answer, as Coinbase documents it.
const answer = {
  coinbase_fee: { value: '2.49', currency: 'USD' }, network_fee: { value: '0.51', currency: 'USD' },
  payment_subtotal: { value: '97.00', currency: 'USD' }, payment_total: { value: '100.00', currency: 'USD' },
  purchase_amount: { value: '0.0323', currency: 'ETH' }, quote_id: 'q-1', onramp_url: 'https://pay.coinbase.com/buy?sessionToken=abc',
}

describe('createCoinbaseProvider', () => {
  test('default: a quote is POST /onramp/v1/buy/quote with the documented body and a CDP JWT for that request', async () => {
    const api = await startRecordingProvider(answer)
    try {
      const provider = createCoinbaseProvider({ name: 'coinbase', apiKeyId: 'organizations/o/apiKeys/k', apiKeySecret: secret, apiUrl: api.url })
      const quote = await provider.quote(request)
      expect(quote).toEqual({ coinbaseFee: { value: '2.49', currency: 'USD' }, networkFee: { value: '0.51', currency: 'USD' },
        paymentSubtotal: { value: '97.00', currency: 'USD' }, paymentTotal: { value: '100.00', currency: 'USD' },
        purchaseAmount: { value: '0.0323', currency: 'ETH' }, quoteId: 'q-1' })
      const [sent] = api.requests
      expect([sent!.method, sent!.path, sent!.body]).toEqual(['POST', '/onramp/v1/buy/quote', {
        purchaseCurrency: 'ETH', purchaseNetwork: 'ethereum', paymentAmount: '100.00', paymentCurrency: 'USD',
        paymentMethod: 'CARD', country: 'US', subdivision: 'CA', destinationAddress: request.destination }])
      const token = String(sent!.headers.authorization).replace(/^Bearer /, '')
      const { payload } = await jwtVerify(token, await importSPKI(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'ES256'))
      expect(payload).toMatchObject({ sub: 'organizations/o/apiKeys/k', iss: 'cdp', uris: [`POST ${new URL(api.url).host}/onramp/v1/buy/quote`] })
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: 'organizations/o/apiKeys/k', nonce: expect.any(String) })
    } finally {
      await api.stop()
    }
  })

  test('behavior: the checkout is the one-click-buy URL the quote answered; ACH is ACH_BANK_ACCOUNT', async () => {
    const api = await startRecordingProvider(answer)
    try {
      const provider = createCoinbaseProvider({ name: 'coinbase', apiKeyId: 'k', apiKeySecret: secret, apiUrl: api.url, country: 'DE' })
      const url = await provider.checkoutUrl({ ...request, paymentMethod: 'ach_bank_account', orderId: 'o', projectId: 'p' })
      expect(url).toBe(answer.onramp_url)
      expect(api.requests[0]!.body).toMatchObject({ paymentMethod: 'ACH_BANK_ACCOUNT', country: 'DE' })
      expect(api.requests[0]!.body).not.toHaveProperty('subdivision')
      expect([provider.serves('ETH', ethereum), provider.serves('DUSD', ethereum)]).toEqual([true, false])
    } finally {
      await api.stop()
    }
  })

  test('error: a failing provider is a 502 PROVIDER_UNAVAILABLE naming it', async () => {
    const api = await startRecordingProvider({ message: 'Invalid API key' }, 401)
    try {
      const provider = createCoinbaseProvider({ name: 'coinbase', apiKeyId: 'k', apiKeySecret: secret, apiUrl: api.url }, () => {})
      await expect(provider.quote(request)).rejects.toMatchObject({ status: 502, extra: { code: 'PROVIDER_UNAVAILABLE' }, message: 'The onramp provider coinbase did not answer' })
    } finally {
      await api.stop()
    }
  })
})
