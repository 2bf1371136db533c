import { describe, expect, test } from 'vitest'
import { fromUnits, toUnits } from './toUnits.js'

describe('toUnits', () => {
  test('default: whole and fractional amounts, exactly', () => {
    expect([toUnits('5', 6), toUnits('0.25', 18), toUnits('1.5', 9)]).toEqual([5_000_000n, 250_000_000_000_000_000n, 1_500_000_000n])
    expect([fromUnits(5_000_000n, 6), fromUnits(1_234_500n, 6), fromUnits(0n, 18)]).toEqual(['5', '1.2345', '0'])
  })

  test('behavior: decimals beyond the token are cut, never rounded up', () => {
    expect(toUnits('1.0000009', 6)).toBe(1_000_000n)
  })
})
