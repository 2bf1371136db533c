import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { formatTokenAmount } from './formatTokenAmount.js'

describe('formatTokenAmount', () => {
  it('rule one amount format: a figure from 1 up reads as a balance does, grouped and floored to three decimals', () => {
    expect(formatTokenAmount(298_802_094n, 6)).toBe('298.802')
    expect(formatTokenAmount(297_308_000n, 6)).toBe('297.308')
    expect(formatTokenAmount(1_234_567_890_000n, 6)).toBe('1,234,567.890')
    expect(formatTokenAmount(1_989_999_999_999_999_999n, 18)).toBe('1.989')
    expect(formatTokenAmount(9_899_997_900_000_000_000_000n, 18)).toBe(formatBalance(9_899_997_900_000_000_000_000n, 18))
    expect(formatTokenAmount(0n, 18)).toBe('0.000')
  })

  it('behavior: below 1 four significant digits stay (floored), so a quote and its minimum read apart and a fee never reads 0.000', () => {
    // 150 DUSD → ETH quoted 0.049924…, its minimum at 0.5 % slippage 0.049674…: no longer both "0.049".
    expect(formatTokenAmount(49_924_318_000_000_000n, 18)).toBe('0.04992')
    expect(formatTokenAmount(49_674_696_000_000_000n, 18)).toBe('0.04967')
    expect(formatTokenAmount(123_456_789_000_000_000n, 18)).toBe('0.1234')
    expect(formatTokenAmount(21_123_456_000_000n, 18)).toBe('0.00002112')
    expect(formatTokenAmount(42_000_000_000_000n, 18)).toBe('0.000042')
    expect(formatTokenAmount(5000n, 9)).toBe('0.000005')
    expect(formatTokenAmount(-42_000_000_000_000n, 18)).toBe('-0.000042')
  })

  it('behavior: zeros past the third decimal are dropped', () => {
    expect(formatTokenAmount(100_000_000_000_000_000n, 18)).toBe('0.100')
    expect(formatTokenAmount(50_000_000_000_000_000n, 18)).toBe('0.050')
    expect(formatTokenAmount(50_100_000_000_000_000n, 18)).toBe('0.0501')
  })

  it('rule languages: the locale\'s digits and separators', () => {
    expect(formatTokenAmount(1_234_500_000n, 6, 'de')).toBe('1.234,500')
    expect(formatTokenAmount(21_123_456_000_000n, 18, 'de')).toBe('0,00002112')
  })

  it('behavior: an exact decimal string reads the same; text that is no decimal comes back as it was', () => {
    expect(formatTokenAmount('298.802094')).toBe('298.802')
    expect(formatTokenAmount('0.0004513')).toBe('0.0004513')
    expect(formatTokenAmount('0.00045139')).toBe('0.0004513')
    expect(formatTokenAmount('12', 'de')).toBe('12,000')
    expect(formatTokenAmount('-0.5')).toBe('-0.500')
    expect(formatTokenAmount('n/a')).toBe('n/a')
    expect(formatTokenAmount('1e5')).toBe('1e5')
  })
})
