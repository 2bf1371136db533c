import type { SessionListener, SessionProvider } from '../../kernel/connectors/ConnectorSession.js'

/** The listener half of a `SessionProvider`, and `emit` for the connector that feeds it. */
export interface SessionListeners extends Pick<SessionProvider, 'on' | 'removeListener'> {
  /** Calls the listeners of `event` in the order they came; one removed meanwhile still runs once. */
  emit(event: string, ...args: unknown[]): void
}

/** Listeners by event for a connector's session provider (EIP-1193's `on` and `removeListener`). */
export function createSessionListeners(): SessionListeners {
  const listeners = new Map<string, Set<SessionListener>>()
  return {
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  }
}
