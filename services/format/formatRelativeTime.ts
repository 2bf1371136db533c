// SPEC §9's units: the largest one under which the time falls, counted down (30-day months, 365-day years).
const units: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit, english: string][] = [
  [60, 1, 'second', 'sec'],
  [3600, 60, 'minute', 'min'],
  [86_400, 3600, 'hour', 'hr'],
  [2_592_000, 86_400, 'day', 'd'],
  [31_536_000, 2_592_000, 'month', 'mo'],
  [Number.POSITIVE_INFINITY, 31_536_000, 'year', 'yr'],
]

const formats = new Map<string, Intl.RelativeTimeFormat>()

/**
 * How long ago `date` was, by the units of SPEC §9. In English, SPEC §9's own wording:
 * `12 sec ago`, `3 min ago`, `5 hr ago`, `2 d ago`, `4 mo ago`, `1 yr ago`, `just now` (Intl's
 * English abbreviations, `min.` and `days`, would change it). In another `locale` (BCP 47),
 * Intl.RelativeTimeFormat's short wording with its words for now and yesterday (`vor 3 Min.`,
 * `3 分前`). A date in the future reads as now.
 */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now(), locale = 'en'): string {
  const seconds = Math.floor((now - new Date(date).getTime()) / 1000)
  const english = locale === 'en' || locale.startsWith('en-')
  let format = english ? undefined : formats.get(locale)
  if (!english && !format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' })))
  if (seconds < 1) return format ? format.format(0, 'second') : 'just now'
  const [, size, unit, name] = units.find(([limit]) => seconds < limit)!
  return format ? format.format(-Math.floor(seconds / size), unit) : `${Math.floor(seconds / size)} ${name} ago`
}
