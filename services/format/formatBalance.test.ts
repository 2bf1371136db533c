import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it('rule balance format: floors to 3 decimals', () => {
    expect(formatBalance(1_999_999_999_999_999_999n, 18)).toBe('1.999')
    expect(formatBalance(1_234_567n, 6)).toBe('1.234')
    expect(formatBalance(10n ** 18n, 18)).toBe('1.000')
  })

  it('rule balance format: default 0.000', () => {
    expect(formatBalance(undefined, 18)).toBe('0.000')
    expect(formatBalance(0n, 9)).toBe('0.000')
    expect(formatBalance(999n, 6)).toBe('0.000')
  })

  it('behavior: large and short-unit values', () => {
    expect(formatBalance(123_456_789n * 10n ** 18n, 18)).toBe('123,456,789.000')
    expect(formatBalance(5n, 1)).toBe('0.500')
    expect(formatBalance(-1_500n, 3)).toBe('-1.500')
  })

  it('rule one amount format: the balance and a token list amount read the same', async () => {
    const { formatAmount } = await import('./formatAmount.js')
    expect(formatBalance(9_899_997_900_000_000_000_000n, 18)).toBe(formatAmount('9899.9979'))
    expect(formatBalance(9_899_997_900_000_000_000_000n, 18)).toBe('9,899.997')
  })

  it('behavior: every decimal when asked, three at least as every amount shows, none invented past them', () => {
    expect(formatBalance(1_500_000n, 6, 'all')).toBe('1.500')
    expect(formatBalance(1_234_567n, 6, 'all')).toBe('1.234567')
    expect(formatBalance(1n, 18, 'all')).toBe('0.000000000000000001')
    expect(formatBalance(10_000n * 10n ** 18n, 18, 'all')).toBe('10,000.000')
  })

  it('behavior: grouped for the locale', () => {
    expect(formatBalance(1_234_500n, 3, 3, 'de')).toBe('1.234,500')
  })
})
