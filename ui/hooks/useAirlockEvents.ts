import { useEffect, useRef, useState } from 'react'
import type { AirlockEventName } from '../../airlock/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** The newest event on the bus. */
export interface AirlockEventRecord {
  type: AirlockEventName
  payload: unknown
  timestamp: number
}

/**
 * Returns the newest bus event and, when given, calls `handler` for each event as it happens.
 *
 * @example
 * useAirlockEvents((type) => { if (type === 'modal:close') refresh() })
 */
export function useAirlockEvents(
  handler?: (type: AirlockEventName, payload: unknown) => void,
): AirlockEventRecord | undefined {
  const airlock = useAirlockInstance()
  const [latest, setLatest] = useState<AirlockEventRecord>()
  const handlerRef = useRef(handler)
  handlerRef.current = handler
  useEffect(
    () =>
      airlock.bus.onAny((type, payload) => {
        setLatest({ type, payload, timestamp: Date.now() })
        handlerRef.current?.(type, payload)
      }),
    [airlock],
  )
  return latest
}
