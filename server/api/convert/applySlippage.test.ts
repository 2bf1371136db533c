import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { DEFAULT_SLIPPAGE_PERCENT } from '../../../plugins/swaps/defaultSlippage.js'
import { maximumSold, minimumReceived, slippageToBps } from './applySlippage.js'

describe('applySlippage', () => {
  test('default: the shared default of 0.5 % keeps 99.5 % of the output', () => {
    expect(slippageToBps(DEFAULT_SLIPPAGE_PERCENT)).toBe(50n)
    expect(minimumReceived(2_000_000n, 50n)).toBe(1_990_000n)
    expect(maximumSold(2_000_000n, 50n)).toBe(2_010_000n)
  })

  test('behavior: the minimum never exceeds the quote nor falls below out × (1 − s)', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), fc.integer({ min: 0, max: 5000 }), (out, s) => {
      const min = minimumReceived(out, BigInt(s))
      expect(min <= out).toBe(true)
      // min × 10,000 lies within one unit of out × (10,000 − s).
      expect(out * BigInt(10_000 - s) - min * 10_000n).toBeLessThan(10_000n)
      expect(out * BigInt(10_000 - s) - min * 10_000n >= 0n).toBe(true)
    }))
  })

  test('behavior: the maximum sold never falls below the quote and grows with slippage', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), fc.integer({ min: 0, max: 4999 }), (amountIn, s) => {
      expect(maximumSold(amountIn, BigInt(s)) >= amountIn).toBe(true)
      expect(maximumSold(amountIn, BigInt(s + 1)) >= maximumSold(amountIn, BigInt(s))).toBe(true)
    }))
  })

  test('error: a slippage outside 0–50 % is refused', () => {
    expect(() => slippageToBps(-1)).toThrow(RangeError)
    expect(() => slippageToBps(50.5)).toThrow(RangeError)
    expect(() => slippageToBps(Number.NaN)).toThrow(RangeError)
    expect(slippageToBps(0.004)).toBe(0n)
  })
})
