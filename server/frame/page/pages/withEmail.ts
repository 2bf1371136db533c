import { el } from '../el.js'

// Stands for the address in a sentence until it is drawn: a character no message has.
const mark = '\uE000'

/**
 * The nodes of a sentence with an email address in it (`t(id, { email })`), the address (and
 * the punctuation that follows it) as one unit (`.email`): it moves to the next line whole
 * rather than breaking at a hyphen or a dot, and reads left to right in a right-to-left sentence.
 */
export function withEmail(email: string, text: (email: string) => string): (string | HTMLElement)[] {
  const [before, after] = text(mark).split(mark)
  if (after === undefined) return [text(email)]
  const [, stuck = '', rest = ''] = /^(\S*)([\s\S]*)$/.exec(after)!
  return [before!, el('span', { class: 'email' }, el('bdi', { dir: 'ltr' }, email), stuck), rest]
}
