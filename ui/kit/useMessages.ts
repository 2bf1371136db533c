import type { Catalogs } from '../../kit/index.js'
import { type ReactNode, useMemo } from 'react'
import { messageNodes } from './messageNodes.js'
import { type Translate, useTextMessages } from './useTextMessages.js'

export type { Translate } from './useTextMessages.js'

/**
 * What `useMessages` gives: `t(id, values)`, a message as text (a label, an announcement, a
 * title), and `t.rich(id, values)`, the same message as nodes for text on screen, with each
 * value set apart in its own direction (`messageNodes`): the one way an amount, a rate, an
 * address or a name stands in a sentence, so it keeps its order in Arabic as in English.
 */
export type Messages = Translate & { rich(id: string, values?: Record<string, unknown>): ReactNode }

/**
 * The messages of a catalog folder in the instance's locale. A locale whose catalog is not
 * loaded yet suspends the component until it is (the modal shows its spinner meanwhile), so a
 * view's strings arrive with its chunk, in the person's language, never in English first.
 *
 * @example
 * import catalogs from './messages?catalogs'
 * export default function Greeting() { const t = useMessages(catalogs); return <p>{t('greeting.hello', { name })}</p> }
 * // An amount in a sentence: <p>{t.rich('pay.short', { missing: '3.000', symbol: 'DUSD' })}</p>
 */
export function useMessages(catalogs: Catalogs): Messages {
  const t = useTextMessages(catalogs)
  return useMemo(() => Object.assign((id: string, values?: Record<string, unknown>) => t(id, values), { rich: (id: string, values?: Record<string, unknown>) => messageNodes((given) => t(id, given), values) }), [t])
}
