import { describe, expect, test } from 'vitest'
import { decimalAmount, divideRounded, fixedUnits, fromUnits, positiveDecimalAmount, toUnits } from './decimalAmount.js'

describe('decimalAmount', () => {
  test('default: a number or a decimal string reads as the decimal it was written as', () => {
    expect(decimalAmount.parse(2.4)).toBe('2.4')
    expect(decimalAmount.parse('0.100000000000000001')).toBe('0.100000000000000001')
    expect(toUnits(decimalAmount.parse(2.4), 18)).toBe(2_400_000_000_000_000_000n)
    expect(fromUnits(2_400_000_000_000_000_000n, 18)).toBe('2.4')
    expect(fixedUnits(1050n, 2)).toBe('10.50')
    expect(fixedUnits(7n, 2)).toBe('0.07')
    expect(divideRounded(5n, 2n)).toBe(3n)
    expect(divideRounded(4n, 3n)).toBe(1n)
  })

  test('error: exponents, signs, NaN and zero are refused', () => {
    for (const value of [1e-7, 1e300, -1, '1e3', '', 'x', Number.NaN]) expect(decimalAmount.safeParse(value).success).toBe(false)
    expect(positiveDecimalAmount.safeParse('0.00').success).toBe(false)
  })
})
