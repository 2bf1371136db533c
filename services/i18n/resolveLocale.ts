import { LOCALES, type Locale } from '../../kernel/i18n/locales.js'

function supported(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  // A region we have no catalog for speaks its language's catalog (pt-PT → pt-BR, zh-TW → zh-CN).
  const language = lower.split('-')[0]
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language)
}

/**
 * The locale Airlock speaks: the host's `config.locale` when Airlock has it, else the first of
 * the browser's languages it has, else English. A host's locale Airlock lacks gives English,
 * never the browser's choice, so a host's page and its modal never disagree by accident.
 */
export function resolveLocale(configured: string | undefined, browserLanguages: readonly string[] = []): Locale {
  if (configured) return supported(configured) ?? 'en'
  for (const language of browserLanguages) {
    const locale = supported(language)
    if (locale) return locale
  }
  return 'en'
}
