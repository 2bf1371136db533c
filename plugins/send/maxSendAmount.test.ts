import { describe, expect, it } from 'vitest'
import { maxSendAmount } from './maxSendAmount.js'

const fee = { value: 42_000_000_000_000n, decimals: 18, symbol: 'ETH' }

describe('maxSendAmount', () => {
  it('rule Max native: the balance less the network fee, which is paid from it', () => {
    expect(maxSendAmount({ name: 'Ether', symbol: 'ETH', price: 0, quantity: { decimals: '18', numeric: '1.2345' } }, fee)).toBe('1.234458')
  })

  it('rule Max token: the whole balance, since the fee is paid in the native coin', () => {
    expect(maxSendAmount({ name: 'Demo USD', symbol: 'DUSD', address: 'eip155:1:0xabc', price: 1, quantity: { decimals: '6', numeric: '250.5' } }, fee)).toBe('250.5')
  })

  it('behavior: a fee above the balance leaves 0, and an unknown fee the whole balance', () => {
    const dust = { name: 'Ether', symbol: 'ETH', price: 0, quantity: { decimals: '18', numeric: '0.00001' } }
    expect(maxSendAmount(dust, fee)).toBe('0')
    expect(maxSendAmount(dust, undefined)).toBe('0.00001')
  })
})
