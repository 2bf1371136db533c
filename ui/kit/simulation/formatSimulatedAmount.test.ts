import { describe, expect, it } from 'vitest'
import { formatSimulatedAmount } from './formatSimulatedAmount.js'

describe('formatSimulatedAmount', () => {
  it('default: floored to six decimals, without trailing zeros, grouped for the locale', () => {
    expect(formatSimulatedAmount('100000000000000000', 18, 'en')).toEqual({ text: '0.1', below: false })
    expect(formatSimulatedAmount('298500123', 6, 'en')).toEqual({ text: '298.500123', below: false })
    expect(formatSimulatedAmount('1234567890123456789', 18, 'de')).toEqual({ text: '1,234567', below: false })
    expect(formatSimulatedAmount('12345000000', 6, 'en')).toEqual({ text: '12,345', below: false })
  })

  it('behavior: dust below the last decimal shown is "below" the smallest one', () => {
    expect(formatSimulatedAmount('5', 18, 'en')).toEqual({ text: '0.000001', below: true })
    expect(formatSimulatedAmount('0', 18, 'en')).toEqual({ text: '0', below: false })
  })

  it('error: what is not a whole number of base units reads as zero', () => {
    expect(formatSimulatedAmount('-5', 6, 'en')).toEqual({ text: '0', below: false })
  })
})
