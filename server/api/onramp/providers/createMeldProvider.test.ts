import { describe, expect, test } from 'vitest'
import { createMeldProvider } from './createMeldProvider.js'
import { startRecordingProvider } from './startRecordingProvider.js'

const polygon = { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', caip_network_id: 'eip155:137' }
// The Crypto Quote API's answer, as Meld documents it: one quote per service provider.
const answer = { quotes: [
  { serviceProvider: 'TRANSAK', sourceAmount: 100, sourceAmountWithoutFees: 96.5, destinationAmount: 96.1, totalFee: 3.5, networkFee: 0.4, transactionFee: 3.1 },
  { serviceProvider: 'BANXA', sourceAmount: 100, sourceAmountWithoutFees: 97, destinationAmount: 96.8, totalFee: 3, networkFee: 0.2, transactionFee: 2.8 },
] }

describe('createMeldProvider', () => {
  test('default: a quote is POST /payments/crypto/quote with the documented body and headers; the best quote wins', async () => {
    const api = await startRecordingProvider(answer)
    try {
      const provider = createMeldProvider({ name: 'meld', apiKey: 'secret-key', publicKey: 'pub', apiUrl: api.url })
      const quote = await provider.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '100', network: polygon, paymentMethod: 'card', destination: '0xabc' })
      expect(quote).toMatchObject({ coinbaseFee: { value: '2.80', currency: 'EUR' }, networkFee: { value: '0.20', currency: 'EUR' },
        paymentSubtotal: { value: '97.00', currency: 'EUR' }, paymentTotal: { value: '100.00', currency: 'EUR' }, purchaseAmount: { value: '96.8', currency: 'USDC' } })
      const [sent] = api.requests
      expect([sent!.method, sent!.path, sent!.headers.authorization, sent!.headers['meld-version']]).toEqual(['POST', '/payments/crypto/quote', 'BASIC secret-key', '2023-12-19'])
      expect(sent!.body).toEqual({ countryCode: 'US', sourceCurrencyCode: 'EUR', sourceAmount: '100.00', destinationCurrencyCode: 'USDC_POLYGON', paymentMethodType: 'CREDIT_DEBIT_CARD', walletAddress: '0xabc' })
    } finally {
      await api.stop()
    }
  })

  test('behavior: the checkout is the widget URL with the public key and amount, contacting nobody', async () => {
    const provider = createMeldProvider({ name: 'meld', apiKey: 'k', publicKey: 'pub-1', widgetUrl: 'https://sb.meldcrypto.com' })
    const url = new URL(await provider.checkoutUrl({ purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50', paymentMethod: 'ach_bank_account',
      network: { ...polygon, name: 'solana' }, orderId: 'o', projectId: 'p', destination: 'So1' }))
    expect([url.origin, Object.fromEntries(url.searchParams)]).toEqual(['https://sb.meldcrypto.com',
      { publicKey: 'pub-1', sourceAmount: '50.00', sourceCurrencyCode: 'USD', paymentMethodType: 'ACH' }])
  })

  test('error: no quotes is a 502 PROVIDER_UNAVAILABLE', async () => {
    const api = await startRecordingProvider({ quotes: [] })
    try {
      const provider = createMeldProvider({ name: 'meld', apiKey: 'k', publicKey: 'p', apiUrl: api.url }, () => {})
      await expect(provider.quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: polygon, paymentMethod: 'card' })).rejects.toMatchObject({ status: 502, extra: { code: 'PROVIDER_UNAVAILABLE' } })
    } finally {
      await api.stop()
    }
  })
})
