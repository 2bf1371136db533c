import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getAmountIn, getAmountOut } from './getAmountOut.js'

const reserve = fc.bigInt({ min: 1000n, max: 2n ** 112n - 1n })
const amount = fc.bigInt({ min: 1n, max: 2n ** 100n })

describe('getAmountOut', () => {
  test('default: 1 ETH into 100 ETH : 300,000 DUSD pays 2,961.474103 DUSD', () => {
    expect(getAmountOut(10n ** 18n, { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n })).toBe(2_961_474_103n)
  })

  test('behavior: the output is below the reserve and never above the fee-free price', () => {
    fc.assert(fc.property(amount, reserve, reserve, (x, rin, rout) => {
      const out = getAmountOut(x, { reserveIn: rin, reserveOut: rout })
      expect(out < rout).toBe(true)
      expect(out * rin <= x * rout).toBe(true)
    }))
  })

  test('behavior: paying getAmountIn(y) buys at least y, and one unit less does not', () => {
    fc.assert(fc.property(reserve, reserve, fc.double({ min: 0.000001, max: 0.9, noNaN: true }), (rin, rout, share) => {
      const y = BigInt(Math.floor(Number(rout) * share)) || 1n
      fc.pre(y < rout)
      const x = getAmountIn(y, { reserveIn: rin, reserveOut: rout })
      expect(getAmountOut(x, { reserveIn: rin, reserveOut: rout }) >= y).toBe(true)
      if (x > 1n) expect(getAmountOut(x - 1n, { reserveIn: rin, reserveOut: rout }) <= y).toBe(true)
    }))
  })

  test('error: empty pools, zero amounts and outputs beyond the reserve throw as the library reverts', () => {
    expect(() => getAmountOut(0n, { reserveIn: 1n, reserveOut: 1n })).toThrow('INSUFFICIENT_INPUT_AMOUNT')
    expect(() => getAmountOut(1n, { reserveIn: 0n, reserveOut: 1n })).toThrow('INSUFFICIENT_LIQUIDITY')
    expect(() => getAmountIn(10n, { reserveIn: 100n, reserveOut: 10n })).toThrow('INSUFFICIENT_LIQUIDITY')
    expect(() => getAmountIn(0n, { reserveIn: 100n, reserveOut: 10n })).toThrow('INSUFFICIENT_OUTPUT_AMOUNT')
  })
})
