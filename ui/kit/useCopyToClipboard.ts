import { useEffect, useState } from 'react'

/** How long a copy is confirmed before the control returns to rest, in ms. */
export const COPY_CONFIRMATION_MS = 2000

/** Where a copy stands: not asked (`false`), done (`true`), or refused by the browser. */
export type CopyState = boolean | 'failed'

/**
 * Copies `value` to the clipboard on `copy()` and reports how it went for 2 s, so a button can
 * confirm it in words; a new `value` starts over.
 *
 * @example
 * const { copied, copy } = useCopyToClipboard(address)
 */
export function useCopyToClipboard(value: string): { copied: CopyState; copy(): void } {
  const [copied, setCopied] = useState<CopyState>(false)
  useEffect(() => {
    if (copied === false) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])
  useEffect(() => setCopied(false), [value])
  return {
    copied,
    copy: () =>
      void navigator.clipboard.writeText(value).then(
        () => setCopied(true),
        () => setCopied('failed'),
      ),
  }
}
