import { describe, expect, test } from 'vitest'
import { findWeb3Icon, loadWeb3Icon } from './findWeb3Icon.js'

describe('findWeb3Icon', () => {
  test('default: known wallets by name, networks by CAIP-2 id, tokens by symbol or address', () => {
    expect(findWeb3Icon('wallets', 'MetaMask')).toBe('metamask')
    expect(findWeb3Icon('wallets', 'Trust Wallet')).toBe(findWeb3Icon('wallets', 'trust'))
    expect(findWeb3Icon('networks', 'eip155:1')).toBe('ethereum')
    expect(findWeb3Icon('networks', 'eip155:8453')).toBe('base')
    expect(findWeb3Icon('networks', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
    expect(findWeb3Icon('tokens', 'eth')).toBe('ETH')
    expect(findWeb3Icon('tokens', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe('USDC')
  })

  test('behavior: what the set lacks is undefined, so the caller draws a monogram', () => {
    expect(findWeb3Icon('wallets', 'Airlock Test Wallet')).toBeUndefined()
    expect(findWeb3Icon('networks', 'eip155:31337')).toBeUndefined()
    expect(findWeb3Icon('tokens', 'DUSD')).toBeUndefined()
    expect(findWeb3Icon('tokens', '../../package.json')).toBeUndefined()
  })

  test('default: the artwork loads as SVG text', async () => {
    expect(await loadWeb3Icon('networks', 'ethereum')).toMatch(/^<svg[^>]*viewBox/)
    expect(await loadWeb3Icon('tokens', 'no-such-file')).toBeUndefined()
  })
})
