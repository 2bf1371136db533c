import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { parseAmount } from './parseAmount.js'

describe('parseAmount', () => {
  it('default: whole and fractional amounts become base units', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('2', 18)).toBe(2_000_000_000_000_000_000n)
    expect(parseAmount('.25', 2)).toBe(25n)
  })

  it('behavior: a comma is read as the decimal point', () => {
    expect(parseAmount('1,5', 6)).toBe(1_500_000n)
  })

  it('rule no rounding: more decimals than the token holds is no amount', () => {
    expect(parseAmount('0.1234567', 6)).toBeUndefined()
  })

  it('error: text, signs, exponents and empty input are no amount', () => {
    for (const text of ['', '.', 'abc', '-1', '1e3', '1.2.3', '0x10']) expect(parseAmount(text, 18)).toBeUndefined()
  })

  it('behavior: formatUnits writes back exactly what parseAmount read', () => {
    for (const text of ['1.5', '0.000001', '250', '123456789.123456']) expect(formatUnits(parseAmount(text, 6)!, 6)).toBe(text)
  })
})
