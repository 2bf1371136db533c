import { describe, expect, it } from 'vitest'
import { relativeTime } from './relativeTime.js'

const now = Date.parse('2026-11-22T12:00:00Z')
const ago = (seconds: number) => now - seconds * 1000

describe('relativeTime', () => {
  it('rule relative time: English keeps the wording of SPEC §9 (sec, min, hr, d, mo, yr)', () => {
    expect([12, 180, 5 * 3600, 2 * 86_400, 65 * 86_400, 400 * 86_400].map((seconds) => relativeTime(ago(seconds), 'en', now))).toEqual([
      '12 sec ago',
      '3 min ago',
      '5 hr ago',
      '2 d ago',
      '2 mo ago',
      '1 yr ago',
    ])
    expect(relativeTime('2026-11-22T11:59:59.500Z', 'en', now)).toBe('just now')
  })

  it('rule relative time: another locale gets the same units in its own words, from Intl.RelativeTimeFormat', () => {
    expect(relativeTime(ago(180), 'de', now)).toBe('vor 3 Min.')
    expect(relativeTime(ago(5 * 3600), 'ja', now)).toBe('5 時間前')
    expect(relativeTime(ago(5 * 86_400), 'ko', now)).toBe('5일 전')
    expect(relativeTime(ago(3 * 60), 'ar', now)).toBe('قبل 3 دقائق')
    // Now and yesterday in the locale's own words, not "0 seconds" or "1 day".
    expect(relativeTime(now + 5000, 'es', now)).toBe('ahora')
    expect(relativeTime(ago(86_400), 'ru', now)).toBe('вчера')
  })
})
