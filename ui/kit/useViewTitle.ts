import { createContext, useContext, useLayoutEffect } from 'react'

/** Sets the modal header's title, or with `undefined` drops the one set; provided by the modal shell. */
export const ViewTitleContext = /* @__PURE__ */ createContext<(title: string | undefined) => void>(() => {})

/**
 * Sets the modal header's title while the calling view is shown.
 *
 * @example
 * export default function Greeting() { useViewTitle('Hello'); return <p>Hi!</p> }
 */
export function useViewTitle(title: string): void {
  const setTitle = useContext(ViewTitleContext)
  useLayoutEffect(() => setTitle(title), [setTitle, title])
}
