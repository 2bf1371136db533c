import { useEffect, useRef, useState } from 'react'
import type { AirlockEventName, AirlockEvents } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** A bus event as the host sees it: its type, its typed payload, and when it happened. */
export type AirlockEventRecord = {
  [K in AirlockEventName]: { type: K; payload: AirlockEvents[K]; timestamp: number }
}[AirlockEventName]

/** The arguments of a `useAirlockEvents` handler: the type, then the payload of that type. */
export type AirlockEventArgs = { [K in AirlockEventName]: [type: K, payload: AirlockEvents[K]] }[AirlockEventName]

/**
 * Returns the newest bus event and, when given, calls `handler` for each event as it happens:
 * every state change a host reacts to (`modal:open` and `modal:close` with the connected flag,
 * `account:connected`, `account:changed`, `account:disconnected`, `network:changed` …) and
 * the SPEC §7 analytics events (`analytics:event`: MODAL_OPEN, MODAL_CLOSE,
 * SOCIAL_LOGIN_SUCCESS, ERROR_FETCH_TRANSACTIONS), which stay in the page unless the host
 * opted in to analytics. The payload is typed by the event's type.
 *
 * @example
 * useAirlockEvents((type, payload) => { if (type === 'account:connected') track(payload.walletId) })
 */
export function useAirlockEvents(handler?: (...args: AirlockEventArgs) => void): AirlockEventRecord | undefined {
  const airlock = useAirlockInstance()
  const [latest, setLatest] = useState<AirlockEventRecord>()
  const handlerRef = useRef(handler)
  handlerRef.current = handler
  useEffect(
    () =>
      airlock.bus.onAny((type, payload) => {
        setLatest({ type, payload, timestamp: Date.now() } as AirlockEventRecord)
        ;(handlerRef.current as ((type: AirlockEventName, payload: unknown) => void) | undefined)?.(type, payload)
      }),
    [airlock],
  )
  return latest
}
