import type { Translate } from 'airlock/react/kit'
import type { OnrampMessage } from '../OnrampMessage.js'

/** What an onramp message says in the person's language: its catalog text, or the text it carries. */
export function textOf(t: Translate, message: OnrampMessage): string {
  return 'text' in message ? message.text : t(message.id, message.values)
}
