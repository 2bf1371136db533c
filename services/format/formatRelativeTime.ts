const units: [limit: number, size: number, name: string][] = [
  [60, 1, 'sec'],
  [3600, 60, 'min'],
  [86_400, 3600, 'hr'],
  [2_592_000, 86_400, 'd'],
  [31_536_000, 2_592_000, 'mo'],
  [Number.POSITIVE_INFINITY, 31_536_000, 'yr'],
]

/**
 * How long ago `date` was, in the wording of SPEC §9: `12 sec ago`, `3 min ago`, `5 hr ago`,
 * `2 d ago`, `4 mo ago`, `1 yr ago`. A date in the future reads `just now`.
 */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now()): string {
  const seconds = Math.floor((now - new Date(date).getTime()) / 1000)
  if (seconds < 1) return 'just now'
  const [, size, name] = units.find(([limit]) => seconds < limit)!
  return `${Math.floor(seconds / size)} ${name} ago`
}
