import { createContext, useContext, useEffect } from 'react'

/** Says a message through the modal's one polite live region; provided by the modal shell. */
export const AnnounceContext = /* @__PURE__ */ createContext<(message: string) => void>(() => {})

/**
 * Says `message` to assistive technology through the modal's live region each time it
 * changes to a non-empty text: the status changes a sighted person sees (connecting, sent,
 * a new quote). Views never make live regions of their own, so nothing is said twice.
 *
 * @example
 * useAnnouncement(state.sending ? 'Sending…' : undefined)
 */
export function useAnnouncement(message: string | undefined | false): void {
  const announce = useContext(AnnounceContext)
  useEffect(() => {
    if (message) announce(message)
  }, [announce, message])
}
