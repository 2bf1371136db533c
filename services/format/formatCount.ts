import type { Locale } from '../../kernel/i18n/locales.js'

/**
 * A whole count in `locale`'s digits and grouping ("60", "1,230", "1.230"). Below 1,000 every
 * locale Airlock speaks writes plain Latin digits (CLDR's default numbering for each, Arabic
 * included), so no number formatter is made for it: the first `Intl.NumberFormat` of a page
 * loads the locale's number data, tens of milliseconds on a phone, and the Connect view's
 * first frame, which shows the registry's size, then needs none.
 */
export function formatCount(count: number, locale: Locale): string {
  return Number.isInteger(count) && count >= 0 && count < 1000 ? String(count) : new Intl.NumberFormat(locale).format(count)
}
