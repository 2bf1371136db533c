import { useEffect, useState } from 'react'

/** What a copy did: nothing yet, copied, or failed; it falls back to nothing after 2 s. */
export type CopyState = false | true | 'failed'

/**
 * Copies text to the clipboard and remembers, for two seconds, whether it worked, so a
 * button can confirm it in words. A change of `resetKey` forgets the last copy.
 */
export function useClipboard(resetKey?: unknown): { copied: CopyState; copy(value: string): void } {
  const [copied, setCopied] = useState<CopyState>(false)
  useEffect(() => {
    if (copied === false) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  useEffect(() => setCopied(false), [resetKey])
  return {
    copied,
    copy: (value) =>
      void navigator.clipboard.writeText(value).then(
        () => setCopied(true),
        () => setCopied('failed'),
      ),
  }
}
