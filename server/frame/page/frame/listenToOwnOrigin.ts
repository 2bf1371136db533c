/** A schema's safe parse, as zod's mini schemas give it. */
interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false }
}

/**
 * Listens for messages of the frame's own origin (`event.origin`, which no other page can
 * claim) that match `schema`, and hands each to `take` with the window that posted it; the
 * caller checks that window. Returns the stop function.
 */
export function listenToOwnOrigin<T>(
  self: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } },
  schema: Parser<T>,
  take: (data: T, source: MessageEventSource | null) => void,
): () => void {
  const origin = self.location.origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const parsed = schema.safeParse(event.data)
    if (parsed.success) take(parsed.data, event.source)
  }
  self.addEventListener('message', onMessage as EventListener)
  return () => self.removeEventListener('message', onMessage as EventListener)
}
