import { describe, expect, test } from 'vitest'
import { impactFigure, rateText, shortDecimal } from './swapFigures.js'
import { parseTokenAmount } from './parseTokenAmount.js'

const eth = { symbol: 'ETH', decimals: 18 }
const dusd = { symbol: 'DUSD', decimals: 6 }

describe('swap figures', () => {
  test('default: the rate from the exact amounts, as every amount reads; below 1 with four significant digits', () => {
    expect(rateText({ fromAmount: '500000000000000000', toAmount: '1480000000' }, eth, dusd)).toBe('1 ETH = 2,960.000 DUSD')
    expect(rateText({ fromAmount: '1500000000', toAmount: '497512437810945273' }, dusd, eth)).toBe('1 DUSD = 0.0003316 ETH')
  })

  test('behavior: the other field\'s amount is floored, never rounded up', () => {
    expect(shortDecimal(1_999_999_999_999_999_999n, 18)).toBe('1.999999')
    expect(shortDecimal(2_000_000n, 6)).toBe('2')
  })

  test('rule price impact: two decimals, and under 0.01 (not 0) said as below 0.01', () => {
    expect([impactFigure(0.9872), impactFigure(0.004), impactFigure(0)]).toEqual([
      { percent: '0.99', below: false },
      { percent: '0.01', below: true },
      { percent: '0.00', below: false },
    ])
  })

  test('rule locale: the rate and impact use the locale\'s digits and separators', () => {
    expect(rateText({ fromAmount: '500000000000000000', toAmount: '1480250000' }, eth, dusd, 'de')).toBe('1 ETH = 2.960,500 DUSD')
    expect(impactFigure(12.5, 'ar').percent).toBe(new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(12.5))
  })

  test('rule amounts: typed amounts are read exactly or refused', () => {
    expect([parseTokenAmount('1,5', 6), parseTokenAmount('.5', 18), parseTokenAmount('1.1234567', 6), parseTokenAmount('abc', 6), parseTokenAmount('', 6)])
      .toEqual([1_500_000n, 500_000_000_000_000_000n, undefined, undefined, undefined])
  })
})
