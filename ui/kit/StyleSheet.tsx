import { useAirlockInstance } from './AirlockReactContext.js'

/** The custom property `airlock/styles.css` sets on `:root`: the page links the style sheet. */
export const LINKED_STYLESHEET_PROPERTY = '--airlock-stylesheet'

let linked: boolean | undefined

// Read once, when the page's first sheet renders: a page links the file in its head, or its
// bundler's CSS import puts it there, before any component renders. Read again at each render,
// it would make the browser settle the page's style mid-render (a host that re-renders on
// each open of the modal).
const stylesheetLinked = () =>
  (linked ??= typeof document !== 'undefined' && getComputedStyle(document.documentElement).getPropertyValue(LINKED_STYLESHEET_PROPERTY) !== '')

/** Props of `StyleSheet`. */
export interface StyleSheetProps {
  /** A name for the sheet, unique per feature (`airlock-send`): rendered once however often used. */
  id: string
  css: string
}

/**
 * A style sheet of Airlock's UI. React hoists it into the head once, carrying the config's
 * `nonce` for a host whose Content-Security-Policy allows nonced styles. When the page links
 * `airlock/styles.css` (a host with a strict policy), nothing is inserted: the file holds
 * the built-in sheets. A plugin's own sheet still needs a nonce or a file of its own there.
 */
export function StyleSheet({ id, css }: StyleSheetProps) {
  const { nonce } = useAirlockInstance().config
  return stylesheetLinked() ? null : (
    <style href={id} precedence="default" nonce={nonce}>
      {css}
    </style>
  )
}
