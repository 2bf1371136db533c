import type { Messages } from 'airlock/react/kit'
import type { ReactNode } from 'react'
import type { SwapMessage } from '../SwapState.js'

/** What a swap message says in the person's language: its catalog text (its values set apart), or the text it carries. */
export function textOf(t: Messages, message: SwapMessage): ReactNode {
  return 'text' in message ? message.text : t.rich(message.id, message.values)
}
