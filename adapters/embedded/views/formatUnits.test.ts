import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'

describe('formatUnits', () => {
  it('default: base units become whole units with three decimals at least, as every amount shows, and every decimal beyond', () => {
    expect(formatUnits('250000000000000000', 18)).toBe('0.250')
    expect(formatUnits('12500000', 6)).toBe('12.500')
    expect(formatUnits('3000000', 6)).toBe('3.000')
    expect(formatUnits('0', 18)).toBe('0.000')
    expect(formatUnits('12345000000', 6)).toBe('12,345.000')
    expect(formatUnits('1234567', 6)).toBe('1.234567')
  })

  it("rule languages: the amount is grouped and pointed as the person's locale writes numbers", () => {
    expect(formatUnits('12345500000', 6, 'de')).toBe('12.345,500')
    expect(formatUnits('12345500000', 6, 'fr')).toBe('12\u202f345,500')
  })

  it('error: a value that is not a whole number is shown as it came', () => {
    expect(formatUnits('0x10', 18)).toBe('0x10')
  })
})
