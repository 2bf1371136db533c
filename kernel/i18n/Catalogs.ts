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

/**
 * Where a contribution's label (and tag) are translated: message ids of a plugin's catalogs,
 * loaded when the entry is first shown. The contribution's own `label` and `tag` are the English.
 *
 * @example
 * { kind: 'accountAction', id: 'send', label: 'Send', view: 'Send', messages: { catalogs: () => import('./messages?catalogs'), label: 'send.action' } }
 */
export interface ContributionMessages {
  catalogs(): Promise<{ default: Catalogs }>
  label: string
  tag?: string
  /** Values of the label's and tag's arguments. */
  values?: Record<string, unknown>
}
