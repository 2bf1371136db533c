// Stands for the address in a sentence until the sentence is drawn: a character no message has.
const mark = '\uE000'

/** Props of {@link WithEmail}. */
export interface WithEmailProps {
  /** The address (or another handle a person signed in with) to keep whole. */
  email: string
  /** The sentence, given the address to put in it: `(email) => t(id, { email })`. */
  text: (email: string) => string
}

/**
 * A sentence with an email address in it (`t(id, { email })`), drawn with the address (and the
 * punctuation that follows it) as one unit: it moves to the next line whole rather than
 * breaking at a hyphen or a dot ('walk4-' / '1795920247010@example.com'), breaks only when it is
 * longer than a whole line, and reads left to right in a right-to-left sentence.
 *
 * @example
 * <WithEmail email={state.email} text={(email) => t('email.code.sent', { email })} />
 */
export function WithEmail({ email, text }: WithEmailProps) {
  const [before, after] = text(mark).split(mark)
  if (after === undefined) return text(email)
  const [, stuck = '', rest = ''] = /^(\S*)([\s\S]*)$/.exec(after)!
  // break-word, not anywhere: the address counts whole in the line's narrowest width, so a row
  // beside it (a button, a tag) gives way before the address is broken.
  return (
    <>
      {before}
      <span style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'break-word', verticalAlign: 'top' }}>
        <bdi dir="ltr">{email}</bdi>
        {stuck}
      </span>
      {rest}
    </>
  )
}
