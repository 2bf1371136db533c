import type { Airlock } from '../../airlock/index.js'
import { createContext, useContext } from 'react'
import { AirlockError } from '../../kernel/errors/AirlockError.js'

/** Carries the Airlock instance to every component and hook below `AirlockProvider`. */
export const AirlockReactContext = createContext<Airlock | null>(null)

/** The Airlock instance of the nearest `AirlockProvider`; throws outside one. */
export function useAirlockInstance(): Airlock {
  const airlock = useContext(AirlockReactContext)
  if (!airlock) throw new AirlockError('NO_PROVIDER', 'Airlock hooks and components must be used inside <AirlockProvider>')
  return airlock
}
