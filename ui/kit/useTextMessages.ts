import type { Catalogs } from '../../kit/index.js'
import { useMemo } from 'react'
import { useAirlockInstance } from './AirlockReactContext.js'

/** Reads one message: its id and, for a message with arguments, their values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string

/**
 * The messages of a catalog folder in the instance's locale, as text: what the modal's shell,
 * its buttons and its own views read (labels, titles, sentences without figures), so they
 * carry none of `t.rich`'s code. Views with figures in their sentences use `useMessages`. A
 * locale whose catalog is not loaded yet suspends the component until it is.
 */
export function useTextMessages(catalogs: Catalogs): Translate {
  const { i18n } = useAirlockInstance()
  if (!i18n.ready(catalogs)) throw i18n.load(catalogs)
  return useMemo(() => (id, values) => i18n.t(catalogs, id, values), [i18n, catalogs])
}
