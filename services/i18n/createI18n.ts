import type { Catalogs, CompiledCatalog } from '../../kernel/i18n/Catalogs.js'
import { directionOf, type Locale } from '../../kernel/i18n/locales.js'

/** An instance's language: its locale, direction and the messages of each catalog folder. */
export interface I18n {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** Whether `catalogs` can be read in this locale without waiting. */
  ready(catalogs: Catalogs): boolean
  /** Loads this locale's catalog of `catalogs` (once; English stands in if it fails to load). */
  load(catalogs: Catalogs): Promise<void>
  /** The message `id` of `catalogs`: the host's own text first, else this locale's, else English. */
  t(catalogs: Catalogs, id: string, values?: Record<string, unknown>): string
}

// A host's own text fills `{name}` from the message's values; no other syntax.
const fill = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/**
 * The language of one instance. `overrides` are the host's texts by message id
 * (`config.messages`); `onMissing` hears of an id no catalog has.
 */
export function createI18n(locale: Locale, overrides: Record<string, string> = {}, onMissing: (message: string) => void = () => {}): I18n {
  const loaded = new WeakMap<Catalogs, CompiledCatalog>()
  const loading = new WeakMap<Catalogs, Promise<void>>()

  function catalogOf(catalogs: Catalogs): CompiledCatalog | undefined {
    const entry = catalogs[locale as keyof Catalogs]
    return typeof entry === 'function' ? loaded.get(catalogs) : entry
  }

  return {
    locale,
    dir: directionOf(locale),
    ready: (catalogs) => catalogOf(catalogs) !== undefined,
    load(catalogs) {
      const entry = catalogs[locale as keyof Catalogs]
      if (typeof entry !== 'function') return Promise.resolve()
      let promise = loading.get(catalogs)
      if (!promise) {
        promise = (entry as () => Promise<CompiledCatalog>)().then(
          (catalog) => void loaded.set(catalogs, catalog),
          (error: unknown) => {
            onMissing(`The ${locale} messages failed to load (${String(error)}); English stands in.`)
            loaded.set(catalogs, catalogs.en)
          },
        )
        loading.set(catalogs, promise)
      }
      return promise
    },
    t(catalogs, id, values) {
      const own = overrides[id]
      if (own !== undefined) return fill(own, values)
      const message = catalogOf(catalogs)?.[id] ?? catalogs.en[id]
      if (message) return message(values)
      onMissing(`No message "${id}".`)
      return id
    },
  }
}
