// Made on first use, one per locale: no Intl object is built when the module loads.
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * A passkey's or a device's last use as the security lists show it: the locale's medium date
 * and short time, `Mar 4, 2026, 3:05 PM` in English. One formatter per locale serves both the
 * Passkeys and the Devices view (it sits in the chunk they share, with useSecurityList).
 *
 * @example
 * formatDateTime(Date.UTC(2026, 2, 4, 15, 5), 'de') // '04.03.2026, 15:05' (in UTC)
 */
export function formatDateTime(date: Date | number, locale = 'en-US'): string {
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })))
  return format.format(date)
}
