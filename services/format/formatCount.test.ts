import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../kernel/i18n/locales.js'
import { formatCount } from './formatCount.js'

describe('formatCount', () => {
  it('default: writes every count as Intl.NumberFormat does, in every locale Airlock speaks', () => {
    for (const locale of LOCALES) {
      const format = new Intl.NumberFormat(locale)
      for (const count of [0, 7, 60, 480, 999, 1000, 1230, 25_000, 1_000_000]) expect([locale, formatCount(count, locale)]).toEqual([locale, format.format(count)])
    }
  })

  it('behavior: a count beyond the plain range is grouped by the locale', () => {
    expect(formatCount(1230, 'en')).toBe('1,230')
    expect(formatCount(1230, 'de')).toBe('1.230')
    expect(formatCount(2.5, 'de')).toBe('2,5')
  })
})
