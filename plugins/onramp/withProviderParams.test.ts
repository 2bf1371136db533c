import { describe, expect, test } from 'vitest'
import { withProviderParams } from './withProviderParams.js'

const params = { address: '0xabc', currency: 'USDC', network: 'polygon', customerId: 'proj:0xabc' }

describe('withProviderParams', () => {
  test('default: other providers keep the URL the API made', () => {
    const url = 'https://pay.coinbase.com/buy?sessionToken=abc'
    expect(withProviderParams('coinbase', url, params)).toBe(url)
    expect(withProviderParams('sandbox', 'http://127.0.0.1:1/onramp/sandbox/x?method=card', params)).toBe('http://127.0.0.1:1/onramp/sandbox/x?method=card')
  })

  test('behavior: SPEC §4 selecting the provider named meld appends its URL parameters', () => {
    const url = new URL(withProviderParams('meld', 'https://meldcrypto.com/?publicKey=pk&sourceAmount=50.00', params))
    expect(Object.fromEntries(url.searchParams)).toEqual({ publicKey: 'pk', sourceAmount: '50.00', walletAddress: '0xabc', destinationCurrencyCode: 'USDC', externalCustomerId: 'proj:0xabc' })
  })

  test('behavior: SPEC §9 the meld provider uses USDC, or SOL on Solana', () => {
    const on = (network: string, currency: string) => new URL(withProviderParams('meld', 'https://meldcrypto.com/', { ...params, network, currency })).searchParams.get('destinationCurrencyCode')
    expect([on('ethereum', 'USDC'), on('solana', 'USDC'), on('ethereum', 'ETH')]).toEqual(['USDC', 'SOL', 'ETH'])
  })
})
