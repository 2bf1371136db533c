import mitt from 'mitt'
import type { AirlockEvents } from '../registry.js'

/** A handler of one event type. */
export type EventHandler<K extends keyof Events & string, Events = AirlockEvents> = (payload: Events[K]) => void

/**
 * A typed event bus. The kernel's carries `AirlockEvents`; adapters make their own over
 * their event map (`createEventBus<AdapterEvents>()`).
 */
export interface EventBus<Events = AirlockEvents> {
  /** Listens to `type`; returns a function that stops listening. */
  on<K extends keyof Events & string>(type: K, handler: EventHandler<K, Events>): () => void
  /** Listens to every event. Returns a function that stops listening. */
  onAny(handler: (type: keyof Events & string, payload: unknown) => void): () => void
  emit<K extends keyof Events & string>(type: K, ...payload: Events[K] extends undefined ? [payload?: undefined] : [payload: Events[K]]): void
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
export function createEventBus<Events = AirlockEvents>(options: CreateEventBusOptions = {}): EventBus<Events> {
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
      const wrapped = (payload: unknown) => isolate(type, () => handler(payload as Events[typeof type]))
      emitter.on(type, wrapped)
      return () => emitter.off(type, wrapped)
    },
    onAny(handler) {
      const wrapped = (type: string, payload: unknown) =>
        isolate(type, () => handler(type as keyof Events & string, payload))
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
