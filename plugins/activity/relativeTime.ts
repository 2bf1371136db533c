import { formatRelativeTime } from 'airlock'

// SPEC §9's units: the largest one under which the time falls, counted down (30-day months, 365-day years).
const units: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [2_592_000, 86_400, 'day'],
  [31_536_000, 2_592_000, 'month'],
  [Number.POSITIVE_INFINITY, 31_536_000, 'year'],
]

const formats = new Map<string, Intl.RelativeTimeFormat>()

/**
 * How long ago `date` was, in `locale` (BCP 47), by the units of SPEC §9 (sec, min, hr, d,
 * mo, yr): Intl.RelativeTimeFormat's short wording (`vor 3 Min.`, `3 分前`, `قبل 3 دقائق`),
 * with its words for now, yesterday and the like. English keeps SPEC §9's own wording
 * (`3 min ago`, `2 d ago`, `just now`), which Intl's English abbreviations (`min.`, `days`)
 * would change. A date in the future reads as now.
 */
export function relativeTime(date: Date | string | number, locale: string, now: number = Date.now()): string {
  if (locale === 'en') return formatRelativeTime(date, now)
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' })))
  const seconds = Math.floor((now - new Date(date).getTime()) / 1000)
  if (seconds < 1) return format.format(0, 'second')
  const [, size, unit] = units.find(([limit]) => seconds < limit)!
  return format.format(-Math.floor(seconds / size), unit)
}
