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
    expect(formatBalance(123_456_789n * 10n ** 18n, 18)).toBe('123456789.000')
    expect(formatBalance(5n, 1)).toBe('0.500')
    expect(formatBalance(-1_500n, 3)).toBe('-1.500')
  })
})
