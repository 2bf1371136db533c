import { useSyncExternalStore } from 'react'

/** What the modal's live region says: the latest message, numbered so a repeat is said again. */
export interface Announcer {
  announce(message: string): void
  subscribe(listener: () => void): () => void
  current(): { message: string; count: number }
}

/** Makes the store behind one modal's live region. */
export function createAnnouncer(): Announcer {
  let latest = { message: '', count: 0 }
  const listeners = new Set<() => void>()
  return {
    announce(message) {
      latest = { message, count: latest.count + 1 }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current: () => latest,
  }
}

/**
 * The modal's one polite live region, present from the modal's first paint so screen readers
 * watch it before anything is said. Each message replaces the one before; a repeated message
 * is a new node, so it is said again.
 */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const { message, count } = useSyncExternalStore(announcer.subscribe, announcer.current, announcer.current)
  return (
    <div className="airlock-visually-hidden" aria-live="polite" aria-atomic="true" data-airlock-live="">
      {message && <span key={count}>{message}</span>}
    </div>
  )
}
