import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.parse('2026-11-22T12:00:00Z')
const ago = (seconds: number) => now - seconds * 1000

describe('formatRelativeTime in a locale', () => {
  it('rule relative time: English keeps the wording of SPEC §9 (sec, min, hr, d, mo, yr)', () => {
    expect([12, 180, 5 * 3600, 2 * 86_400, 65 * 86_400, 400 * 86_400].map((seconds) => formatRelativeTime(ago(seconds), now, 'en'))).toEqual([
      '12 sec ago',
      '3 min ago',
      '5 hr ago',
      '2 d ago',
      '2 mo ago',
      '1 yr ago',
    ])
    expect(formatRelativeTime('2026-11-22T11:59:59.500Z', now, 'en')).toBe('just now')
  })

  it('rule relative time: another locale gets the same units in its own words, from Intl.RelativeTimeFormat', () => {
    expect(formatRelativeTime(ago(180), now, 'de')).toBe('vor 3 Min.')
    expect(formatRelativeTime(ago(5 * 3600), now, 'ja')).toBe('5 時間前')
    expect(formatRelativeTime(ago(5 * 86_400), now, 'ko')).toBe('5일 전')
    expect(formatRelativeTime(ago(3 * 60), now, 'ar')).toBe('قبل 3 دقائق')
    // Now and yesterday in the locale's own words, not "0 seconds" or "1 day".
    expect(formatRelativeTime(now + 5000, now, 'es')).toBe('ahora')
    expect(formatRelativeTime(ago(86_400), now, 'ru')).toBe('вчера')
  })
})
