import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { formatTokenAmount } from './formatTokenAmount.js'

describe('formatTokenAmount', () => {
  it('rule one amount format: a figure reads as a balance does, grouped and floored to three decimals', () => {
    expect(formatTokenAmount(100_000_000_000_000_000n, 18)).toBe('0.100')
    expect(formatTokenAmount(298_802_094n, 6)).toBe('298.802')
    expect(formatTokenAmount(297_308_000n, 6)).toBe('297.308')
    expect(formatTokenAmount(1_234_567_890_000n, 6)).toBe('1,234,567.890')
    expect(formatTokenAmount(9_899_997_900_000_000_000_000n, 18)).toBe(formatBalance(9_899_997_900_000_000_000_000n, 18))
    expect(formatTokenAmount(0n, 18)).toBe('0.000')
  })

  it('behavior: below 0.001 the first three significant digits stay, so a fee never reads 0.000', () => {
    expect(formatTokenAmount(21_123_456_000_000n, 18)).toBe('0.0000211')
    expect(formatTokenAmount(42_000_000_000_000n, 18)).toBe('0.000042')
    expect(formatTokenAmount(5000n, 9)).toBe('0.000005')
    expect(formatTokenAmount(-42_000_000_000_000n, 18)).toBe('-0.000042')
  })

  it('rule languages: the locale\'s digits and separators', () => {
    expect(formatTokenAmount(1_234_500_000n, 6, 'de')).toBe('1.234,500')
    expect(formatTokenAmount(21_123_456_000_000n, 18, 'de')).toBe('0,0000211')
  })

  it('behavior: an exact decimal string reads the same; text that is no decimal comes back as it was', () => {
    expect(formatTokenAmount('298.802094')).toBe('298.802')
    expect(formatTokenAmount('0.0004513')).toBe('0.000451')
    expect(formatTokenAmount('12', 'de')).toBe('12,000')
    expect(formatTokenAmount('-0.5')).toBe('-0.500')
    expect(formatTokenAmount('n/a')).toBe('n/a')
    expect(formatTokenAmount('1e5')).toBe('1e5')
  })
})
