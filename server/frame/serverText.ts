import type { Locale } from '../../kernel/i18n/locales.js'
import en from './page/messages/en.json' with { type: 'json' }
import es from './page/messages/es.json' with { type: 'json' }
import fr from './page/messages/fr.json' with { type: 'json' }
import de from './page/messages/de.json' with { type: 'json' }
import ptBR from './page/messages/pt-BR.json' with { type: 'json' }
import it from './page/messages/it.json' with { type: 'json' }
import ja from './page/messages/ja.json' with { type: 'json' }
import ko from './page/messages/ko.json' with { type: 'json' }
import zhCN from './page/messages/zh-CN.json' with { type: 'json' }
import tr from './page/messages/tr.json' with { type: 'json' }
import ru from './page/messages/ru.json' with { type: 'json' }
import ar from './page/messages/ar.json' with { type: 'json' }

// The frame pages' catalogs as plain text, for the few words the server writes into a page's
// HTML (its title, the social callback's sentences): those messages take no argument, so they
// need no compiling, and the server runs from its sources (tsx) as well as from the build.
const catalogs: Record<Locale, Record<string, string>> = { en, es, fr, de, 'pt-BR': ptBR, it, ja, ko, 'zh-CN': zhCN, tr, ru, ar }

/** The frame pages' message `id` in `locale` (English when that locale lacks it); for messages without arguments. */
export function serverText(locale: Locale, id: string): string {
  return catalogs[locale][id] ?? catalogs.en[id] ?? id
}
