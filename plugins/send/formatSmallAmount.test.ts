import { describe, expect, it } from 'vitest'
import { formatSmallAmount } from './formatSmallAmount.js'

describe('formatSmallAmount', () => {
  it('rule balance format: floors to three decimals', () => {
    expect(formatSmallAmount(1_234_567n, 6)).toBe('1.234')
    expect(formatSmallAmount(0n, 18)).toBe('0.000')
  })

  it('behavior: below 0.001 the first three significant digits stay, so a fee never reads 0.000', () => {
    expect(formatSmallAmount(42_000_000_000_000n, 18)).toBe('0.000042')
    expect(formatSmallAmount(42_123_456_000_000n, 18)).toBe('0.0000421')
    expect(formatSmallAmount(5000n, 9)).toBe('0.000005')
    expect(formatSmallAmount(34_000_000_000_000n, 18)).toBe('0.000034')
  })
})
