import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getAmountOut } from './getAmountOut.js'
import { lpFeePercent, priceImpact } from './priceImpact.js'

const pool = { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }

describe('priceImpact', () => {
  test('default: 1 ETH into a 100 ETH pool moves the price by about 0.99 %', () => {
    const out = getAmountOut(10n ** 18n, pool)
    // Exactly 1 − 100 / 100.997 before rounding; the fee is not part of it.
    expect(priceImpact(10n ** 18n, out, [pool])).toBeCloseTo(0.9872, 3)
    expect(lpFeePercent(1)).toBe(0.3)
    expect(lpFeePercent(2)).toBe(0.5991)
  })

  test('behavior: a trade tiny against the reserves has no impact, and impact grows with size', () => {
    expect(priceImpact(10n ** 15n, getAmountOut(10n ** 15n, pool), [pool])).toBeLessThan(0.01)
    fc.assert(fc.property(fc.bigInt({ min: 10n ** 12n, max: 10n ** 21n }), fc.bigInt({ min: 10n ** 12n, max: 10n ** 21n }), (a, b) => {
      const [small, large] = a < b ? [a, b] : [b, a]
      const impact = (x: bigint) => priceImpact(x, getAmountOut(x, pool), [pool])
      expect(impact(small) <= impact(large) + 0.0001).toBe(true)
      expect(impact(large)).toBeGreaterThanOrEqual(0)
      expect(impact(large)).toBeLessThan(100)
    }))
  })

  test('behavior: two hops compound, each pool adding its own move', () => {
    const second = { reserveIn: 100n * 10n ** 18n, reserveOut: 200n * 10n ** 18n }
    const x = 3000n * 10n ** 6n
    const back = { reserveIn: pool.reserveOut, reserveOut: pool.reserveIn }
    const mid = getAmountOut(x, back)
    const out = getAmountOut(mid, second)
    const one = priceImpact(x, mid, [back])
    const two = priceImpact(x, out, [back, second])
    expect(two).toBeGreaterThan(one)
    expect(two).toBeCloseTo(100 * (1 - (1 - one / 100) * (1 - priceImpact(mid, out, [second]) / 100)), 2)
  })

  test('error: no hops or no input gives 0 rather than a division by zero', () => {
    expect(priceImpact(0n, 0n, [pool])).toBe(0)
    expect(priceImpact(1n, 1n, [])).toBe(0)
  })
})
