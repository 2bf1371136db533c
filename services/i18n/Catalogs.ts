import type { Locale } from './locales.js'

/** One compiled message: a function of its arguments (ICU MessageFormat, compiled at build time). */
export type CompiledMessage = (values?: Record<string, unknown>) => string

/** A locale's messages by id. */
export type CompiledCatalog = Record<string, CompiledMessage>

/**
 * A folder's catalogs (`import catalogs from './messages?catalogs'`): English always at hand,
 * each other locale either at hand or a loader that fetches its chunk.
 */
export type Catalogs = { en: CompiledCatalog } & { [L in Exclude<Locale, 'en'>]: CompiledCatalog | (() => Promise<CompiledCatalog>) }
