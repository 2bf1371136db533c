import type { Airlock } from '../../kit/index.js'
import { createContext, useContext } from 'react'
import { development } from '../../kernel/development.js'

/** Carries the Airlock instance to every component and hook below `AirlockProvider`. */
export const AirlockReactContext = createContext<Airlock | null>(null)

/**
 * The Airlock instance of the nearest `AirlockProvider`; outside one, throws an `Error` with
 * `code: 'NO_PROVIDER'`, a mistake met in development, where its message says what to do.
 */
export function useAirlockInstance(): Airlock {
  const airlock = useContext(AirlockReactContext)
  // Not an AirlockError: importing that class here, where every view's chunk reaches it, makes
  // Vite 8 (rolldown) give it a start-up chunk of its own, ~150 B gzip more on every host's page.
  if (!airlock) throw Object.assign(new Error(development ? 'Airlock hooks and components must be used inside <AirlockProvider>' : 'NO_PROVIDER'), { code: 'NO_PROVIDER' })
  return airlock
}
