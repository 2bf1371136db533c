import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chooseBestRoute, type PricedPath } from './chooseBestRoute.js'

const [A, B, W] = ['0x000000000000000000000000000000000000000a', '0x000000000000000000000000000000000000000b', '0x00000000000000000000000000000000000000ff'] as const

describe('chooseBestRoute', () => {
  test('default: an exact input takes the path paying out most', () => {
    const direct: PricedPath = { path: [A, B], amounts: [100n, 90n] }
    const viaW: PricedPath = { path: [A, W, B], amounts: [100n, 7n, 95n] }
    expect(chooseBestRoute([direct, viaW], 'exactIn')).toBe(viaW)
  })

  test('behavior: an exact output takes the cheapest path; a tie goes to fewer hops', () => {
    const direct: PricedPath = { path: [A, B], amounts: [100n, 90n] }
    const viaW: PricedPath = { path: [A, W, B], amounts: [98n, 7n, 90n] }
    expect(chooseBestRoute([direct, viaW], 'exactOut')).toBe(viaW)
    const tie: PricedPath = { path: [A, W, B], amounts: [100n, 7n, 90n] }
    expect(chooseBestRoute([tie, direct], 'exactOut')).toBe(direct)
    expect(chooseBestRoute([tie, direct], 'exactIn')).toBe(direct)
  })

  test('behavior: no other priced path beats the choice', () => {
    const priced = fc.record({ hops: fc.integer({ min: 1, max: 2 }), first: fc.bigInt({ min: 1n, max: 10n ** 30n }), last: fc.bigInt({ min: 1n, max: 10n ** 30n }) })
      .map(({ hops, first, last }): PricedPath => ({ path: hops === 1 ? [A, B] : [A, W, B], amounts: hops === 1 ? [first, last] : [first, 1n, last] }))
    fc.assert(fc.property(fc.array(priced, { minLength: 1, maxLength: 6 }), (list) => {
      const inBest = chooseBestRoute(list, 'exactIn')!
      const outBest = chooseBestRoute(list, 'exactOut')!
      for (const p of list) {
        expect(p.amounts.at(-1)! <= inBest.amounts.at(-1)!).toBe(true)
        expect(p.amounts[0]! >= outBest.amounts[0]!).toBe(true)
      }
    }))
  })

  test('error: nothing priced gives no route', () => {
    expect(chooseBestRoute([], 'exactIn')).toBeUndefined()
  })
})
