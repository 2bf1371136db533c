import type { Catalogs } from '../../kernel/i18n/Catalogs.js'
import type { I18n } from '../i18n/createI18n.js'

/** A feature's words, loading beside its controller: `loaded` settles once `t` reads them. */
export interface FeatureWords {
  /** Settles when the words are read in the person's language (English if theirs failed to load). */
  readonly loaded: Promise<void>
  /** The message `id`, or `id` itself until `loaded` settles. */
  t(id: string, values?: Record<string, unknown>): string
}

/**
 * Starts loading a feature's catalogs (`() => import('./messages?catalogs')`) for the texts its
 * controller gives a host's own UI (`errorOf`): in a chunk of their own, which the feature's
 * views share, instead of in the controller's. `loadFeature` waits for `loaded` of an api that
 * names it (`wordsLoaded`), so a host never reads an id in place of a text.
 *
 * @example
 * const words = featureWords(context.i18n, () => import('./messages?catalogs'))
 * const controller = { wordsLoaded: words.loaded, errorOf: (state) => state.error && words.t(state.error.id) }
 */
export function featureWords(i18n: I18n, load: () => Promise<{ default: Catalogs }>): FeatureWords {
  let catalogs: Catalogs | undefined
  const loaded = load().then(
    async (module) => {
      catalogs = module.default
      await i18n.load(catalogs)
    },
    () => undefined,
  )
  return { loaded, t: (id, values) => (catalogs ? i18n.t(catalogs, id, values) : id) }
}
