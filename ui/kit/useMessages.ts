import type { Catalogs } from '../../kit/index.js'
import { useMemo } from 'react'
import { useAirlockInstance } from './AirlockReactContext.js'

/** Reads one message: its id and, for a message with arguments, their values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string

/**
 * The messages of a catalog folder in the instance's locale. A locale whose catalog is not
 * loaded yet suspends the component until it is (the modal shows its spinner meanwhile), so a
 * view's strings arrive with its chunk, in the person's language, never in English first.
 *
 * @example
 * import catalogs from './messages?catalogs'
 * export default function Greeting() { const t = useMessages(catalogs); return <p>{t('greeting.hello', { name })}</p> }
 */
export function useMessages(catalogs: Catalogs): Translate {
  const { i18n } = useAirlockInstance()
  if (!i18n.ready(catalogs)) throw i18n.load(catalogs)
  return useMemo(() => (id, values) => i18n.t(catalogs, id, values), [i18n, catalogs])
}
