import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'
import { formatRelativeTime } from './formatRelativeTime.js'
import { formatUsd } from './formatUsd.js'

describe('formatAmount', () => {
  it('rule history amounts: shown to 3 decimals, floored', () => {
    expect(formatAmount('1.23456')).toBe('1.234')
    expect(formatAmount('0.0009')).toBe('0.000')
    expect(formatAmount('12')).toBe('12.000')
    expect(formatAmount('1234567.8')).toBe('1,234,567.800')
    expect(formatAmount('-2.5')).toBe('-2.500')
    expect(formatAmount('-0.0009')).toBe('0.000')
    expect(formatAmount('123456789123456789.999999')).toBe('123,456,789,123,456,789.999')
  })

  it('behavior: text that is not a decimal is shown as it came', () => {
    expect(formatAmount('1e5')).toBe('1e5')
    expect(formatAmount('n/a')).toBe('n/a')
  })
})

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it('rule relative time: sec, min, hr, d, mo, yr', () => {
    expect(formatRelativeTime(now - 12_000, now)).toBe('12 sec ago')
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe('3 min ago')
    expect(formatRelativeTime(now - 5 * 3_600_000, now)).toBe('5 hr ago')
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2 d ago')
    expect(formatRelativeTime(now - 65 * 86_400_000, now)).toBe('2 mo ago')
    expect(formatRelativeTime(now - 400 * 86_400_000, now)).toBe('1 yr ago')
    expect(formatRelativeTime('2026-11-22T11:59:59.500Z', now)).toBe('just now')
  })
})

describe('formatUsd', () => {
  it('default: dollars with cents and separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
  })

  it("rule locale: the locale's separators and currency placement", () => {
    expect(formatUsd(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 $')
    expect(formatUsd(1234.5, 'ja')).toBe('$1,234.50')
  })
})
