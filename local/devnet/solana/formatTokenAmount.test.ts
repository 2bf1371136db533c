import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.js'

describe('formatTokenAmount', () => {
  it('default: shows a whole amount without decimals', () => {
    expect(formatTokenAmount(10_000_000_000n, 6)).toEqual({
      amount: '10000000000',
      decimals: 6,
      uiAmount: 10_000,
      uiAmountString: '10000',
    })
  })

  it('behavior: keeps significant fractional digits and drops trailing zeros', () => {
    expect(formatTokenAmount(1_500_000n, 6).uiAmountString).toBe('1.5')
    expect(formatTokenAmount(1n, 6).uiAmountString).toBe('0.000001')
    expect(formatTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(formatTokenAmount(42n, 0).uiAmountString).toBe('42')
  })

  it('behavior: uiAmountString stays exact where uiAmount rounds', () => {
    const big = formatTokenAmount(123_456_789_012_345_678_901n, 9)
    expect(big.uiAmountString).toBe('123456789012.345678901')
    expect(big.uiAmount).toBeCloseTo(123_456_789_012.3457, 3)
  })
})
