import type { Translate } from 'airlock/react/kit'
import type { SwapMessage } from '../SwapState.js'

/** What a swap message says in the person's language: its catalog text, or the text it carries. */
export function textOf(t: Translate, message: SwapMessage): string {
  return 'text' in message ? message.text : t(message.id, message.values)
}
