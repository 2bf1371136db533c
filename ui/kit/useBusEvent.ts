import { useEffect, useRef } from 'react'
import type { AirlockEventName, AirlockEvents } from '../../kit/index.js'
import { useAirlockInstance } from './AirlockReactContext.js'

/** Calls `handler` for every `type` event on the bus while the component is mounted. */
export function useBusEvent<K extends AirlockEventName>(type: K, handler: (payload: AirlockEvents[K]) => void): void {
  const airlock = useAirlockInstance()
  const current = useRef(handler)
  current.current = handler
  useEffect(() => airlock.bus.on(type, (payload) => current.current(payload)), [airlock, type])
}
