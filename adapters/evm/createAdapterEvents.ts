import type { AdapterEvents } from '../../kernel/adapters/ChainAdapter.js'

/** Emits the adapter's events to the kernel's handlers. */
export interface AdapterEventEmitter {
  on<K extends keyof AdapterEvents>(event: K, handler: (payload: AdapterEvents[K]) => void): () => void
  emit<K extends keyof AdapterEvents>(event: K, payload: AdapterEvents[K]): void
}

/**
 * A tiny typed emitter for `ChainAdapter.on`. A handler that throws is reported through
 * `onHandlerError` and never stops the others, as the kernel's bus does.
 */
export function createAdapterEvents(onHandlerError: (error: unknown) => void): AdapterEventEmitter {
  const handlers = new Map<keyof AdapterEvents, Set<(payload: never) => void>>()
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set()
      handlers.set(event, set.add(handler))
      return () => void set.delete(handler)
    },
    emit(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          ;(handler as (value: typeof payload) => void)(payload)
        } catch (error) {
          onHandlerError(error)
        }
      }
    },
  }
}
