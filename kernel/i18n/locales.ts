/** The locales Airlock speaks, each with every message English has. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ko', 'zh-CN', 'tr', 'ru', 'ar'] as const

export type Locale = (typeof LOCALES)[number]

const rightToLeft: readonly string[] = ['ar']

/** The writing direction of `locale`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.includes(locale) ? 'rtl' : 'ltr'
}
