import mitt from 'mitt'
import type { AirlockEventName, AirlockEvents } from '../registry.js'

/** A handler of one event type. */
export type EventHandler<K extends AirlockEventName> = (payload: AirlockEvents[K]) => void

/** The typed event bus of one kernel. */
export interface EventBus {
  /** Listens to `type`; returns a function that stops listening. */
  on<K extends AirlockEventName>(type: K, handler: EventHandler<K>): () => void
  /** Listens to every event. Returns a function that stops listening. */
  onAny(handler: (type: AirlockEventName, payload: unknown) => void): () => void
  emit<K extends AirlockEventName>(
    type: K,
    ...payload: AirlockEvents[K] extends undefined ? [] : [AirlockEvents[K]]
  ): void
  /** Removes every handler. */
  clear(): void
}

/** Options of `createEventBus`. */
export interface CreateEventBusOptions {
  /** Called when a handler throws, after the other handlers have run. Default: none. */
  onHandlerError?: (type: string, error: unknown) => void
}

/**
 * Creates a typed bus on mitt in which a throwing handler is isolated: the others still
 * run, and the error is reported to `onHandlerError` and as a `bus:handlerError` event.
 */
export function createEventBus(options: CreateEventBusOptions = {}): EventBus {
  const emitter = mitt<Record<string, unknown>>()

  function report(type: string, error: unknown) {
    options.onHandlerError?.(type, error)
    // A failing error handler must not recurse into itself.
    if (type !== 'bus:handlerError') emitter.emit('bus:handlerError', { type, error })
  }

  function isolate(type: string, run: () => void) {
    try {
      run()
    } catch (error) {
      report(type, error)
    }
  }

  return {
    on(type, handler) {
      const wrapped = (payload: unknown) =>
        isolate(type, () => handler(payload as AirlockEvents[typeof type]))
      emitter.on(type, wrapped)
      return () => emitter.off(type, wrapped)
    },
    onAny(handler) {
      const wrapped = (type: string, payload: unknown) =>
        isolate(type, () => handler(type as AirlockEventName, payload))
      emitter.on('*', wrapped)
      return () => emitter.off('*', wrapped)
    },
    emit(type, ...payload) {
      emitter.emit(type, payload[0])
    },
    clear() {
      emitter.all.clear()
    },
  }
}
