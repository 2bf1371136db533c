import type { Catalogs } from '../../kit/index.js'
import { useContext, useMemo } from 'react'
import { AirlockReactContext } from './AirlockReactContext.js'
import type { Translate } from './useTextMessages.js'

/**
 * The messages of a catalog folder for a kit component that must render anywhere: as a
 * Suspense fallback, outside a provider, on the server. It never suspends: a locale whose
 * catalog is not loaded yet reads English (inside the modal it is loaded: the shell waits for
 * it), and without an instance it is English.
 */
export function useImmediateMessages(catalogs: Catalogs): Translate {
  const airlock = useContext(AirlockReactContext)
  return useMemo(
    () => (id, values) => (airlock ? airlock.i18n.t(catalogs, id, values) : (catalogs.en[id]?.(values) ?? id)),
    [airlock, catalogs],
  )
}
